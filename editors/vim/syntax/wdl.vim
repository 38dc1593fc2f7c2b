" Vim syntax file
" Language:  wdl, widget layout descriptions (iOS widgets in SwiftUI's vocabulary)
" The same categories as editors/vscode/syntaxes/wdl.tmLanguage.json;
" Tests/Editors/highlight_test.vim checks both on the same places.

if exists('b:current_syntax')
  finish
endif
let s:cpo_save = &cpo
set cpo&vim

syn case match
" Files are small, and a nested /* */ comment can only be right from the top.
syn sync fromstart

" Where two items start at the same column the one defined later wins, and
" keywords beat every match: so broad items come first, and words that are
" also argument labels (in:, for:) are matches that refuse a following ':'.

syn match wdlOperator "[-+*/%=<>!?&|]\+"
syn match wdlOperator "\.\.[.<]"

" Argument labels, trailing-closure labels and field names: a name glued to
" its colon (a ternary's ':' has spaces; 'default:' is the switch's).
syn match wdlLabel "\%(\.\|\k\)\@<!\%(default\>\)\@!\%(\d\)\@!\k\+\ze:\%(:\)\@!"

" Contextual words: widget, struct... where a line starts with one and a name
" follows; members where a line starts with one and ':' or '{' follows.
syn match wdlDeclaration "\%(^\s*\)\@<=\%(widget\|activity\|struct\|intent\|view\)\ze\s\+\k" nextgroup=wdlDeclarationName skipwhite
syn match wdlDeclarationName "\k\+" contained
syn match wdlMember "\%(^\s*\)\@<=\%(kind\|displayName\|description\|families\|platform\|contentMarginsDisabled\|containerBackgroundRemovable\)\ze\s*:"
syn match wdlMember "\%(^\s*\)\@<=\%(entry\|attributes\|state\|configuration\|placeholder\|body\|lockScreen\|dynamicIsland\|expanded\|leading\|trailing\|center\|bottom\|compactLeading\|compactTrailing\|minimal\)\ze\s*{"

syn keyword wdlConditional if else switch case default guard
" Not wdl, but Swift pasted into a body: it stands out where the checker refuses it.
syn match wdlRepeat "\<\%(for\|while\|repeat\)\>:\@!"
syn match wdlKeyword "\<in\>:\@!"
syn keyword wdlStatement let var return break continue fallthrough
syn keyword wdlBoolean true false
syn keyword wdlNil nil

syn match wdlAttribute "@\k\+"
syn match wdlPreProc "#available\>"
syn match wdlPlatform "\<\%(iOS\|iPadOS\|macOS\|macCatalyst\|watchOS\|tvOS\|visionOS\)\ze\s\+\d"

" A number with letters glued to it (12px) is an invalid-number.
syn match wdlNumberError "\<\d\k*"
syn match wdlNumber "\<0x\x[0-9A-Fa-f_]*\>"
syn match wdlNumber "\<\d[0-9_]*\%(\.\d[0-9_]*\)\=\%([eE][-+]\=\d\+\)\=\>"

syn match wdlType "\<\u\k*"
syn keyword wdlBuiltinType String Int Double Bool Date URL Color

" A '.' that follows no value is an implicit member: .leading, .systemSmall,
" .fill.tertiary (a chain, up to a call: .caption.bold()).
syn match wdlImplicitMember "\%([)\]}!?\"`]\|\k\)\@<!\.\%(\d\)\@!\k\+\%(\.\%(\d\)\@!\k\+\%(\k\|\s*(\)\@!\)*"
" After a value it is a member (not coloured) or, called, a modifier or method.
syn match wdlMemberAccess "\%([)\]}!?\"`]\|\k\)\@<=\.\%(\d\)\@!\k\+"
syn match wdlModifier "\%([)\]}!?\"`]\|\k\)\@<=\.\%(\d\)\@!\k\+\ze("
" A line that starts with .name( or .name { continues a modifier chain.
syn match wdlModifier "\%(^\s*\)\@<=\.\%(\d\)\@!\k\+\ze\s*[({]"

syn match wdlKeyPath "\\\%(\u\k*\)\=\%(\.\k\+\)\+"
syn match wdlClosureParameter "\%({\s*\)\@<=\k\+\%(\s*,\s*\k\+\)*\ze\s\+in\>"
syn match wdlQuotedName "`\k\+`"

" Strings end on their line, as the lexer's do. Interpolations hold code,
" nested parentheses and strings of their own. 'excludenl' lets each of
" them end at the same line break, instead of carrying the others over.
syn match wdlInvalidEscape "\\." contained
syn match wdlEscape "\\\%([ntr0\\\"']\|u{\x\{1,8}}\)" contained
syn match wdlHexColor "\%(\"\)\@<=#\%(\x\{8}\|\x\{6}\|\x\{3}\)\ze\"" contained
syn region wdlInterpolation matchgroup=wdlInterpolationDelimiter start="\\(" end=")" excludenl end="$" contained contains=@wdlCode,wdlInterpolationParens
syn region wdlInterpolationParens start="(" end=")" excludenl end="$" contained transparent contains=@wdlCode,wdlInterpolationParens
syn region wdlString start=+"+ skip=+\\\\\|\\"+ end=+"+ excludenl end=+$+ contains=wdlInvalidEscape,wdlEscape,wdlHexColor,wdlInterpolation

" Comments last, so that '//' and '/*' win over the operator item.
syn keyword wdlTodo TODO FIXME XXX contained
" A lint directive (// wdl:disable-next-line small-text) is the one thing the compiler reads in a comment.
syn match wdlLintDirective "\%(//\s*\)\@<=wdl:\l\+\%(-\l\+\)*" contained
syn region wdlComment start="//" end="$" contains=wdlTodo,wdlLintDirective,@Spell
syn region wdlDocComment start="///\%(/\)\@!" end="$" contains=wdlTodo,@Spell
" Block comments nest: /* a /* b */ c */ is one comment.
syn region wdlBlockComment start="/\*" end="\*/" contains=wdlBlockComment,wdlTodo,@Spell
syn region wdlDocBlockComment start="/\*\*\%([*/]\)\@!" end="\*/" contains=wdlBlockComment,wdlTodo,@Spell

syn cluster wdlCode contains=wdlOperator,wdlLabel,wdlConditional,wdlRepeat,wdlKeyword,wdlStatement,wdlBoolean,wdlNil,wdlAttribute,wdlNumberError,wdlNumber,wdlType,wdlBuiltinType,wdlImplicitMember,wdlMemberAccess,wdlModifier,wdlKeyPath,wdlClosureParameter,wdlQuotedName,wdlString,wdlComment,wdlBlockComment

hi def link wdlOperator Operator
hi def link wdlLabel Identifier
hi def link wdlDeclaration Keyword
hi def link wdlDeclarationName Type
hi def link wdlMember Keyword
hi def link wdlConditional Conditional
hi def link wdlRepeat Repeat
hi def link wdlKeyword Keyword
hi def link wdlStatement Statement
hi def link wdlBoolean Boolean
hi def link wdlNil Constant
hi def link wdlAttribute PreProc
hi def link wdlPreProc PreProc
hi def link wdlPlatform Constant
hi def link wdlNumberError Error
hi def link wdlNumber Number
hi def link wdlType Type
hi def link wdlBuiltinType Type
hi def link wdlImplicitMember Constant
hi def link wdlModifier Function
hi def link wdlKeyPath Special
hi def link wdlClosureParameter Identifier
hi def link wdlInvalidEscape Error
hi def link wdlEscape SpecialChar
hi def link wdlHexColor Constant
hi def link wdlInterpolationDelimiter Delimiter
hi def link wdlString String
hi def link wdlTodo Todo
hi def link wdlLintDirective PreProc
hi def link wdlComment Comment
hi def link wdlDocComment Comment
hi def link wdlBlockComment Comment
hi def link wdlDocBlockComment Comment

let b:current_syntax = 'wdl'
let &cpo = s:cpo_save
unlet s:cpo_save
