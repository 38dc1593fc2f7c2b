" Tests editors/vim in headless Neovim (or Vim): the filetype, the
" ftplugin's settings, and the highlight group at chosen places. run.sh runs:
"
"   nvim --headless -u NONE -i NONE --cmd 'set rtp^=editors/vim' \
"        -c 'filetype plugin on' -c 'syntax on' -S Tests/Editors/highlight_test.vim
"
" from the repository root. Prints one line per failure, then
" 'highlight: N passed, M failed', and exits 1 (cquit) on any failure.

let s:fixture = 'Tests/Editors/Highlighting.wdl'
let s:sample = 'Samples/EmojiRanger.wdl'
let s:unterminated = 'Tests/Editors/Unterminated.wdl'

" [file, text with ‸ before the character to check, standard group, wdl group];
" '' for both is plain text, in no syntax item.
" Places are found by searching for the text, so the files may change around them.
let s:rows = [
      \ [s:fixture, '// Highlighting ‸fixture', 'Comment', 'wdlComment'],
      \ [s:fixture, 'that nests */ ‸still a comment', 'Comment', 'wdlBlockComment'],
      \ [s:fixture, '/// A ‸doc comment', 'Comment', 'wdlDocComment'],
      \ [s:fixture, '// ‸wdl:disable-next-line', 'PreProc', 'wdlLintDirective'],
      \ [s:fixture, '‸widget Highlighting {', 'Keyword', 'wdlDeclaration'],
      \ [s:fixture, 'widget ‸Highlighting {', 'Type', 'wdlDeclarationName'],
      \ [s:fixture, '‸view Meter(', 'Keyword', 'wdlDeclaration'],
      \ [s:fixture, '‸families: [', 'Keyword', 'wdlMember'],
      \ [s:fixture, '‸placeholder {', 'Keyword', 'wdlMember'],
      \ [s:fixture, '‸note: String?', 'Identifier', 'wdlLabel'],
      \ [s:fixture, '‸switch family', 'Conditional', 'wdlConditional'],
      \ [s:fixture, '@unknown ‸default:', 'Conditional', 'wdlConditional'],
      \ [s:fixture, '@‸unknown default:', 'PreProc', 'wdlAttribute'],
      \ [s:fixture, 'if ‸let note', 'Statement', 'wdlStatement'],
      \ [s:fixture, '} ‸else if #available', 'Conditional', 'wdlConditional'],
      \ [s:fixture, '#‸available(iOS', 'PreProc', 'wdlPreProc'],
      \ [s:fixture, '#available(‸iOS 17.0', 'Constant', 'wdlPlatform'],
      \ [s:fixture, '{ ‸reading in', 'Identifier', 'wdlClosureParameter'],
      \ [s:fixture, '{ reading ‸in', 'Keyword', 'wdlKeyword'],
      \ [s:fixture, 'Gauge(value: 0.5, ‸in: 0...1)', 'Identifier', 'wdlLabel'],
      \ [s:fixture, 'VStack(‸alignment: .leading', 'Identifier', 'wdlLabel'],
      \ [s:fixture, '‸containerBackground(for: .widget) {', 'Function', 'wdlModifier'],
      \ [s:fixture, 'containerBackground(‸for: .widget) {', 'Identifier', 'wdlLabel'],
      \ [s:fixture, 'alignment: .‸leading', 'Constant', 'wdlImplicitMember'],
      \ [s:fixture, '[.‸systemSmall, .accessoryInline]', 'Constant', 'wdlImplicitMember'],
      \ [s:fixture, 'platform: .‸iOS(', 'Constant', 'wdlImplicitMember'],
      \ [s:fixture, 'Color = .‸green', 'Constant', 'wdlImplicitMember'],
      \ [s:fixture, '.containerBackground(.fill.‸tertiary', 'Constant', 'wdlImplicitMember'],
      \ [s:fixture, '.font(.‸caption.bold())', 'Constant', 'wdlImplicitMember'],
      \ [s:fixture, '.font(.caption.‸bold())', 'Function', 'wdlModifier'],
      \ [s:fixture, '.‸font(.caption', 'Function', 'wdlModifier'],
      \ [s:fixture, 'Capsule().‸fill(tint)', 'Function', 'wdlModifier'],
      \ [s:fixture, 'entry.‸note,', 'wdlMemberAccess', 'wdlMemberAccess'],
      \ [s:fixture, 'first?.‸label', 'wdlMemberAccess', 'wdlMemberAccess'],
      \ [s:fixture, '‸VStack(alignment', 'Type', 'wdlType'],
      \ [s:fixture, 'note: ‸String?', 'Type', 'wdlBuiltinType'],
      \ [s:fixture, '"‸Every construct', 'String', 'wdlString'],
      \ [s:fixture, '‸"Every construct', 'String', 'wdlString'],
      \ [s:fixture, 'Tab‸\there', 'SpecialChar', 'wdlEscape'],
      \ [s:fixture, '‸\"quoted', 'SpecialChar', 'wdlEscape'],
      \ [s:fixture, '‸\u{1F600}', 'SpecialChar', 'wdlEscape'],
      \ [s:fixture, 'Text("‸\(entry.count) readings', 'Delimiter', 'wdlInterpolationDelimiter'],
      \ [s:fixture, 'Text("\(‸entry.count) readings', 'wdlInterpolation', 'wdlInterpolation'],
      \ [s:fixture, '\(entry.‸count) readings', 'wdlMemberAccess', 'wdlMemberAccess'],
      \ [s:fixture, '\(entry.count)‸ readings', 'String', 'wdlString'],
      \ [s:fixture, '?? "‸none"', 'String', 'wdlString'],
      \ [s:fixture, '\(‸Int(Double', 'Type', 'wdlBuiltinType'],
      \ [s:fixture, '* ‸100))%', 'Number', 'wdlNumber'],
      \ [s:fixture, '* 100)‸)%', 'Delimiter', 'wdlInterpolationDelimiter'],
      \ [s:fixture, '* 100))‸%', 'String', 'wdlString'],
      \ [s:fixture, 'count: ‸0x1F', 'Number', 'wdlNumber'],
      \ [s:fixture, 'value / ‸1e2', 'Number', 'wdlNumber'],
      \ [s:fixture, 'value: ‸0.5 }', 'Number', 'wdlNumber'],
      \ [s:fixture, 'in: 0‸...1', 'Operator', 'wdlOperator'],
      \ [s:fixture, 'label ‸?? "none"', 'Operator', 'wdlOperator'],
      \ [s:fixture, 'count > 3 ‸? .red', 'Operator', 'wdlOperator'],
      \ [s:fixture, 'note: ‸nil', 'Constant', 'wdlNil'],
      \ [s:fixture, 'contentMarginsDisabled: ‸false', 'Boolean', 'wdlBoolean'],
      \ [s:fixture, 'id: ‸\.label', 'Special', 'wdlKeyPath'],
      \ [s:fixture, 'hex: "‸#3A2D6B"', 'Constant', 'wdlHexColor'],
      \ [s:sample, '// ‸Emoji Ranger', 'Comment', 'wdlComment'],
      \ [s:sample, '‸intent SuperCharge', 'Keyword', 'wdlDeclaration'],
      \ [s:sample, '‸body {', 'Keyword', 'wdlMember'],
      \ [s:sample, '‸case .accessoryCircular:', 'Conditional', 'wdlConditional'],
      \ [s:sample, 'case .‸accessoryCircular:', 'Constant', 'wdlImplicitMember'],
      \ [s:sample, '\(entry.hero) ‸recovers', 'String', 'wdlString'],
      \ [s:sample, 'recoversAt, ‸style: .relative)', 'Identifier', 'wdlLabel'],
      \ [s:sample, 'style: .‸relative)"', 'Constant', 'wdlImplicitMember'],
      \ [s:sample, '"avatar-‸\(entry.hero)', 'Delimiter', 'wdlInterpolationDelimiter'],
      \ [s:sample, '.‸gaugeStyle(', 'Function', 'wdlModifier'],
      \ [s:sample, '‸Gauge(value', 'Type', 'wdlType'],
      \ [s:sample, 'frame(width: ‸80', 'Number', 'wdlNumber'],
      \ [s:sample, 'Color(hex: "‸#3A2D6B")', 'Constant', 'wdlHexColor'],
      \ [s:unterminated, 'Text("‸Hello)', 'String', 'wdlString'],
      \ [s:unterminated, '.‸font(.headline)', 'Function', 'wdlModifier'],
      \ [s:unterminated, 'hasPrefix("‸ab)', 'String', 'wdlString'],
      \ [s:unterminated, 'Text(‸entry.name)', '', ''],
      \ ]

let s:passed = 0
let s:failures = []

function! s:Check(ok, message) abort
  if a:ok
    let s:passed += 1
  else
    call add(s:failures, a:message)
  endif
endfunction

" The default colours link Conditional, Keyword, Repeat... on to Statement,
" which would hide which one a wdl group chose. Cut those links, so that
" synIDtrans() stops at the standard group the syntax file linked to.
function! s:UnlinkStandardGroups() abort
  for group in ['Constant', 'String', 'Character', 'Number', 'Boolean', 'Float',
        \ 'Identifier', 'Function', 'Statement', 'Conditional', 'Repeat', 'Label',
        \ 'Operator', 'Keyword', 'Exception', 'PreProc', 'Include', 'Define',
        \ 'Macro', 'PreCondit', 'Type', 'StorageClass', 'Structure', 'Typedef',
        \ 'Special', 'SpecialChar', 'Tag', 'Delimiter', 'SpecialComment', 'Debug',
        \ 'Comment', 'Todo', 'Error']
    execute 'highlight! link' group 'NONE'
  endfor
endfunction

function! s:CheckFile(file) abort
  execute 'edit' fnameescape(a:file)
  call s:Check(&filetype ==# 'wdl', a:file . ": filetype is '" . &filetype . "', not 'wdl'")
  call s:Check(&commentstring ==# '// %s', a:file . ": commentstring is '" . &commentstring . "'")
  call s:Check(&expandtab && &shiftwidth == 4, a:file . ': not 4-space indentation with expandtab')
  call s:Check(exists('b:undo_ftplugin') && b:undo_ftplugin =~# 'commentstring<', a:file . ': b:undo_ftplugin does not restore commentstring')
  call s:Check(get(b:, 'current_syntax', '') ==# 'wdl', a:file . ': the wdl syntax is not loaded')
endfunction

function! s:CheckRow(row) abort
  let [file, marked, standard, group] = a:row
  execute 'buffer' bufnr(file)
  let text = substitute(marked, '‸', '', '')
  call cursor(1, 1)
  let [line, column] = searchpos('\V' . escape(text, '\'), 'cnW')
  if line == 0
    call s:Check(0, file . ': text not found: ' . text)
    return
  endif
  let column += stridx(marked, '‸')
  let id = synID(line, column, 1)
  let got = [synIDattr(synIDtrans(id), 'name'), synIDattr(id, 'name')]
  call s:Check(got ==# [standard, group], printf('%s:%d:%d: %s: expected %s, got %s',
        \ file, line, column, marked, string([standard, group]), string(got)))
endfunction

" Neovim writes to its own standard output; reopening /dev/stdout would
" overwrite the caller's output when that is a file. Vim has no such handle.
function! s:Print(lines) abort
  if has('nvim')
    call luaeval('io.stdout:write(_A)', join(a:lines, "\n") . "\n")
  else
    call writefile(a:lines, '/dev/stdout', 'a')
  endif
endfunction

function! s:Run() abort
  call s:UnlinkStandardGroups()
  for file in uniq(sort(map(copy(s:rows), 'v:val[0]')))
    call s:CheckFile(file)
  endfor
  for row in s:rows
    call s:CheckRow(row)
  endfor
  let lines = s:failures + [printf('highlight: %d passed, %d failed', s:passed, len(s:failures))]
  call s:Print(lines)
  if empty(s:failures)
    qall!
  endif
  cquit 1
endfunction

try
  call s:Run()
catch
  call s:Print(['highlight: error: ' . v:exception . ' at ' . v:throwpoint])
  cquit 1
endtry
