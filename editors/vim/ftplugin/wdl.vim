" Vim filetype plugin for wdl: the settings `wdl format` writes with.
if exists('b:did_ftplugin')
  finish
endif
let b:did_ftplugin = 1

setlocal commentstring=//\ %s
" /* */ blocks with a leading * on their inner lines, /// before //.
setlocal comments=s1:/*,mb:*,ex:*/,:///,://
" `wdl format` indents with four spaces.
setlocal expandtab shiftwidth=4 softtabstop=4
" Indent after '{' and line '}' up with its '{'; no C keywords (cinwords),
" since wdl puts 'case' level with its 'switch'.
setlocal autoindent smartindent cinwords=
" Wrap comments, not code; continue comments on Enter and o.
setlocal formatoptions-=t formatoptions+=croql

let b:undo_ftplugin = 'setlocal commentstring< comments< expandtab< shiftwidth< softtabstop<'
      \ . ' autoindent< smartindent< cinwords< formatoptions<'
