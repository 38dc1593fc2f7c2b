-- A real editor as the language server's client: headless Neovim (0.7 or
-- later) starts `wdl lsp`, opens a sample, an invalid file and the audit
-- demo, and checks the published diagnostics (the audit's too), a hover and
-- a completion. Run by
-- Tests/Editors/lsp.sh; prints one line per check and quits with status 1
-- when any fails.
local wdl = assert(os.getenv('WDL'), 'set WDL to the wdl executable')
local passed, failed = 0, 0

local function check(name, ok, detail)
  if ok then
    passed = passed + 1
    io.stdout:write('ok   ' .. name .. '\n')
  else
    failed = failed + 1
    io.stdout:write('FAIL ' .. name .. ': ' .. vim.inspect(detail) .. '\n')
  end
end

local client_id = vim.lsp.start_client({ name = 'wdl', cmd = { wdl, 'lsp' }, root_dir = vim.fn.getcwd() })
check('the server starts', client_id ~= nil, client_id)

-- Opens `path` as a wdl buffer attached to the server.
local function open(path)
  vim.cmd('edit ' .. path)
  local buffer = vim.api.nvim_get_current_buf()
  vim.bo[buffer].filetype = 'wdl'
  vim.lsp.buf_attach_client(buffer, client_id)
  return buffer
end

-- The 0-based line and column just after `text`'s first occurrence.
local function after(buffer, text)
  for index, line in ipairs(vim.api.nvim_buf_get_lines(buffer, 0, -1, false)) do
    local start = line:find(text, 1, true)
    if start then return { line = index - 1, character = start - 1 + #text } end
  end
  error('no ' .. text)
end

local function request(buffer, method, position)
  local params = { textDocument = vim.lsp.util.make_text_document_params(buffer), position = position }
  local answers = vim.lsp.buf_request_sync(buffer, method, params, 5000) or {}
  local answer = answers[client_id]
  return answer and answer.result
end

-- The sample: no errors, a hover on a view, a completion after `entry.`.
local sample = open('Samples/EmojiRanger.wdl')
vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id).initialized end, 20)
local hover = request(sample, 'textDocument/hover', after(sample, 'VStac'))
local hover_text = hover and hover.contents and hover.contents.value or ''
check('hover shows the catalog signature', hover_text:find('VStack(alignment:', 1, true) ~= nil, hover_text)
check('hover lists the families', hover_text:find('Works in: every widget family', 1, true) ~= nil, hover_text)
local completion = request(sample, 'textDocument/completion', after(sample, 'entry.'))
local labels = {}
for _, item in ipairs(completion and (completion.items or completion) or {}) do labels[item.label] = true end
check('completion after entry. offers the entry fields', labels['hero'] and labels['health'], vim.tbl_keys(labels))
vim.wait(3000, function() return #vim.diagnostic.get(sample, { severity = vim.diagnostic.severity.ERROR }) == 0 end, 20)
check('the sample has no error', #vim.diagnostic.get(sample, { severity = vim.diagnostic.severity.ERROR }) == 0, vim.diagnostic.get(sample))

-- An invalid file: its error arrives, located as `wdl check` locates it.
local invalid = open('Samples/Invalid/UnterminatedString.wdl')
vim.wait(5000, function() return #vim.diagnostic.get(invalid) > 0 end, 20)
local diagnostics = vim.diagnostic.get(invalid)
local first = diagnostics[1] or {}
check('the invalid file gets its diagnostic', first.code == 'unterminated-string' or (first.user_data and first.user_data.lsp and first.user_data.lsp.code == 'unterminated-string'), diagnostics)
check('at line 6, column 14', first.lnum == 5 and first.col == 13, { first.lnum, first.col })

-- Typing the closing quote fixes it: the change is sent and the error goes.
vim.api.nvim_buf_set_text(invalid, 5, 19, 5, 19, { '"' })
vim.wait(5000, function() return #vim.diagnostic.get(invalid, { severity = vim.diagnostic.severity.ERROR }) == 0 end, 20)
check('an edit republishes: the error is gone', #vim.diagnostic.get(invalid, { severity = vim.diagnostic.severity.ERROR }) == 0, vim.diagnostic.get(invalid))

-- The audit's findings arrive as information after opening, from a
-- thread of their own: the demo's unlabelled link among them.
local crowded = open('Docs/Audit/Crowded.wdl')
local function audited()
  for _, d in ipairs(vim.diagnostic.get(crowded, { severity = vim.diagnostic.severity.INFO })) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
    if code == 'unlabeled-button' then return d end
  end
end
vim.wait(20000, function() return audited() ~= nil end, 50)
local finding = audited() or {}
check('the audit publishes its findings as information', audited() ~= nil, vim.diagnostic.get(crowded))
check('at the link, line 17', finding.lnum == 16 and finding.col == 16, { finding.lnum, finding.col })

vim.lsp.stop_client(client_id)
vim.wait(3000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 20)
io.stdout:write(string.format('lsp: %d passed, %d failed\n', passed, failed))
vim.cmd(failed == 0 and 'qall!' or 'cquit 1')
