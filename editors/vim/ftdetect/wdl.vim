" .wdl files are widget layout descriptions. Vim's own filetype.vim also
" names *.wdl 'wdl' (for the Workflow Description Language), so the name is
" the same and this plugin's syntax wins when it comes first in 'runtimepath'.
autocmd BufRead,BufNewFile *.wdl set filetype=wdl
