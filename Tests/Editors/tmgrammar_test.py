#!/usr/bin/env python3
"""Tests the TextMate grammar of editors/vscode (which GitHub, VS Code and,
through editors/sublime, Sublime Text read): the files parse, every
include resolves, every regex stays within what Oniguruma and Python's
`regex` share, the Sublime copy is current, tokenizing a file gives the
expected scope at chosen places, and (where Debian's libonig5 is
installed) tokenizing with Oniguruma itself gives the same scopes.

    python3 Tests/Editors/tmgrammar_test.py [--grammar PATH]

--grammar tests another copy of the grammar (run.sh breaks one on purpose
to see this test fail). Prints one line per failure, then
`tmgrammar: N passed, M failed`; exits 1 on any failure.
"""

import argparse
import importlib.util
import json
import pathlib
import sys

import regex

# No __pycache__ left in the work tree by a test run.
sys.dont_write_bytecode = True
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import oniguruma  # noqa: E402
import textmate  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
VSCODE = ROOT / "editors" / "vscode"
FIXTURE = "Tests/Editors/Highlighting.wdl"
SAMPLE = "Samples/EmojiRanger.wdl"
UNTERMINATED = "Tests/Editors/Unterminated.wdl"
MARK = "‸"

# (file, text with ‸ before the character to check, the scopes that end its
# stack, innermost last: the whole stack when they start with source.wdl).
# Places are found by searching for the text, so the files may change
# around them.
ROWS = [
    (FIXTURE, "// Highlighting ‸fixture", "comment.line.double-slash.wdl"),
    (FIXTURE, "that nests */ ‸still a comment", "comment.block.wdl"),
    (FIXTURE, "/// A ‸doc comment", "comment.line.triple-slash.documentation.wdl"),
    (FIXTURE, "// ‸wdl:disable-next-line", "comment.line.double-slash.wdl keyword.other.directive.lint.wdl"),
    (FIXTURE, "‸widget Highlighting {", "storage.type.declaration.wdl"),
    (FIXTURE, "widget ‸Highlighting {", "entity.name.type.declaration.wdl"),
    (FIXTURE, "‸view Meter(", "storage.type.declaration.wdl"),
    (FIXTURE, "‸families: [", "keyword.other.member.wdl"),
    (FIXTURE, "‸placeholder {", "keyword.other.member.wdl"),
    (FIXTURE, "‸note: String?", "variable.parameter.label.wdl"),
    (FIXTURE, "‸switch family", "keyword.control.conditional.wdl"),
    (FIXTURE, "@unknown ‸default:", "keyword.control.conditional.wdl"),
    (FIXTURE, "@‸unknown default:", "storage.modifier.attribute.wdl"),
    (FIXTURE, "if ‸let note", "keyword.other.binding.wdl"),
    (FIXTURE, "} ‸else if #available", "keyword.control.conditional.wdl"),
    (FIXTURE, "#‸available(iOS", "keyword.control.directive.available.wdl"),
    (FIXTURE, "#available(‸iOS 17.0", "support.constant.platform.wdl"),
    (FIXTURE, "{ ‸reading in", "variable.parameter.closure.wdl"),
    (FIXTURE, "{ reading ‸in", "keyword.control.in.wdl"),
    (FIXTURE, "Gauge(value: 0.5, ‸in: 0...1)", "variable.parameter.label.wdl"),
    (FIXTURE, "VStack(‸alignment: .leading", "variable.parameter.label.wdl"),
    (FIXTURE, "‸containerBackground(for: .widget) {", "entity.name.function.wdl"),
    (FIXTURE, "containerBackground(‸for: .widget) {", "variable.parameter.label.wdl"),
    (FIXTURE, "alignment: .‸leading", "constant.other.member.wdl"),
    (FIXTURE, "[.‸systemSmall, .accessoryInline]", "constant.other.member.wdl"),
    (FIXTURE, "platform: .‸iOS(", "constant.other.member.wdl"),
    (FIXTURE, "Color = .‸green", "constant.other.member.wdl"),
    (FIXTURE, ".containerBackground(.fill.‸tertiary", "constant.other.member.wdl"),
    (FIXTURE, ".font(.‸caption.bold())", "constant.other.member.wdl"),
    (FIXTURE, ".font(.caption.‸bold())", "entity.name.function.wdl"),
    (FIXTURE, ".‸font(.caption", "entity.name.function.wdl"),
    (FIXTURE, "Capsule().‸fill(tint)", "entity.name.function.wdl"),
    (FIXTURE, "entry.‸note,", "variable.other.member.wdl"),
    (FIXTURE, "first?.‸label", "variable.other.member.wdl"),
    (FIXTURE, "‸VStack(alignment", "entity.name.type.wdl"),
    (FIXTURE, "note: ‸String?", "support.type.builtin.wdl"),
    (FIXTURE, "\"‸Every construct", "string.quoted.double.wdl"),
    (FIXTURE, "‸\"Every construct", "string.quoted.double.wdl punctuation.definition.string.begin.wdl"),
    (FIXTURE, "Tab‸\\there", "string.quoted.double.wdl constant.character.escape.wdl"),
    (FIXTURE, "‸\\\"quoted", "string.quoted.double.wdl constant.character.escape.wdl"),
    (FIXTURE, "‸\\u{1F600}", "string.quoted.double.wdl constant.character.escape.wdl"),
    (FIXTURE, "Text(\"‸\\(entry.count) readings", "meta.embedded.line.wdl punctuation.section.embedded.begin.wdl"),
    (FIXTURE, "Text(\"\\(‸entry.count) readings", "string.quoted.double.wdl meta.embedded.line.wdl source.wdl"),
    (FIXTURE, "\\(entry.‸count) readings", "meta.embedded.line.wdl source.wdl variable.other.member.wdl"),
    (FIXTURE, "\\(entry.count)‸ readings", "string.quoted.double.wdl"),
    (FIXTURE, "?? \"‸none\"", "meta.embedded.line.wdl source.wdl string.quoted.double.wdl"),
    (FIXTURE, "\\(‸Int(Double", "meta.embedded.line.wdl source.wdl support.type.builtin.wdl"),
    (FIXTURE, "* ‸100))%", "meta.embedded.line.wdl source.wdl constant.numeric.decimal.wdl"),
    (FIXTURE, "* 100)‸)%", "meta.embedded.line.wdl punctuation.section.embedded.end.wdl"),
    (FIXTURE, "* 100))‸%", "string.quoted.double.wdl"),
    (FIXTURE, "count: ‸0x1F", "constant.numeric.integer.hexadecimal.wdl"),
    (FIXTURE, "value / ‸1e2", "constant.numeric.decimal.wdl"),
    (FIXTURE, "value: ‸0.5 }", "constant.numeric.decimal.wdl"),
    (FIXTURE, "in: 0‸...1", "keyword.operator.wdl"),
    (FIXTURE, "label ‸?? \"none\"", "keyword.operator.wdl"),
    (FIXTURE, "count > 3 ‸? .red", "keyword.operator.wdl"),
    (FIXTURE, "note: ‸nil", "constant.language.nil.wdl"),
    (FIXTURE, "contentMarginsDisabled: ‸false", "constant.language.boolean.wdl"),
    (FIXTURE, "id: ‸\\.label", "meta.key-path.wdl keyword.operator.key-path.wdl"),
    (FIXTURE, "id: \\.‸label", "meta.key-path.wdl variable.other.member.wdl"),
    (FIXTURE, "hex: \"‸#3A2D6B\"", "string.quoted.double.wdl constant.other.color.rgb-value.wdl"),
    (SAMPLE, "// ‸Emoji Ranger", "comment.line.double-slash.wdl"),
    (SAMPLE, "‸intent SuperCharge", "storage.type.declaration.wdl"),
    (SAMPLE, "‸body {", "keyword.other.member.wdl"),
    (SAMPLE, "‸case .accessoryCircular:", "keyword.control.conditional.wdl"),
    (SAMPLE, "case .‸accessoryCircular:", "constant.other.member.wdl"),
    (SAMPLE, "\\(entry.hero) ‸recovers", "string.quoted.double.wdl"),
    (SAMPLE, "\\(‸entry.recoversAt, style", "meta.embedded.line.wdl source.wdl"),
    (SAMPLE, "recoversAt, ‸style: .relative)", "meta.embedded.line.wdl source.wdl variable.parameter.label.wdl"),
    (SAMPLE, "style: .‸relative)\"", "meta.embedded.line.wdl source.wdl constant.other.member.wdl"),
    (SAMPLE, "\"avatar-‸\\(entry.hero)", "punctuation.section.embedded.begin.wdl"),
    (SAMPLE, ".‸gaugeStyle(", "entity.name.function.wdl"),
    (SAMPLE, "‸Gauge(value", "entity.name.type.wdl"),
    (SAMPLE, "frame(width: ‸80", "constant.numeric.decimal.wdl"),
    (SAMPLE, "Color(hex: \"‸#3A2D6B\")", "constant.other.color.rgb-value.wdl"),
    (UNTERMINATED, "Text(\"‸Hello)", "string.quoted.double.wdl"),
    (UNTERMINATED, ".‸font(.headline)", "entity.name.function.wdl"),
    (UNTERMINATED, "hasPrefix(\"‸ab)", "meta.embedded.line.wdl source.wdl string.quoted.double.wdl"),
    (UNTERMINATED, "Text(‸entry.name)", "source.wdl"),
]

# Constructs one of the two engines lacks or reads differently: \h is a hex
# digit to Oniguruma only; \G, \A, \z, \Z, \K, \R and absent groups (?~...)
# are Oniguruma's or mean something else in `regex`.
NOT_SHARED = regex.compile(r"\\[hHGAzZKR]|\(\?~")


class Results:
    def __init__(self):
        self.passed = 0
        self.failures = []

    def check(self, ok, message):
        if ok:
            self.passed += 1
        else:
            self.failures.append(message)


def walk(spec, path):
    """Every rule spec of the grammar with where it is, depth first."""
    yield spec, path
    for index, child in enumerate(spec.get("patterns", [])):
        yield from walk(child, f"{path}.patterns[{index}]")
    for key in ("captures", "beginCaptures", "endCaptures"):
        for group, capture in spec.get(key, {}).items():
            yield from walk(capture, f"{path}.{key}[{group}]")


CLASS = regex.compile(r"\[\^?\]?(?:\\.|\[:\w+:\]|[^\]])*\]")  # [...], with escapes and [:alpha:]


def lookbehind_bodies(source):
    """The text inside each (?<= ...) and (?<! ...) of a regex."""
    bodies = []
    for start in [m.end() for m in regex.finditer(r"\(\?<[=!]", source)]:
        depth, index = 1, start
        while index < len(source) and depth:
            char = source[index]
            if char == "\\":
                index += 1
            elif char == "[":
                found = CLASS.match(source, index)
                index = found.end() - 1 if found else index
            elif char == "(":
                depth += 1
            elif char == ")":
                depth -= 1
            index += 1
        bodies.append(source[start:index - 1])
    return bodies


def fixed_width(body):
    """Whether a lookbehind body has no variable quantifier (Oniguruma needs
    fixed-width alternatives); character classes and escapes are stripped."""
    stripped = CLASS.sub("x", regex.sub(r"\\.", "x", body))
    stripped = regex.sub(r"\{(\d+)\}", "", stripped)
    return not regex.search(r"[*+?{]", stripped.replace("(?:", "(").replace("(?!", "(").replace("(?=", "("))


def check_files(results, grammar_path):
    """JSON validity, the extension's manifest and the Sublime copy."""
    documents = {}
    for path in (grammar_path, VSCODE / "package.json", VSCODE / "language-configuration.json"):
        try:
            documents[path] = json.loads(path.read_text(encoding="utf-8"))
            results.check(True, "")
        except (OSError, ValueError) as error:
            results.check(False, f"{path}: not valid JSON: {error}")
    grammar = documents.get(grammar_path)
    package = documents.get(VSCODE / "package.json")
    if package:
        contributes = package.get("contributes", {})
        languages = [entry for entry in contributes.get("languages", []) if entry.get("id") == "wdl"]
        results.check(len(languages) == 1 and ".wdl" in languages[0].get("extensions", []),
                      "package.json: no language 'wdl' for .wdl files")
        for language in languages:
            results.check((VSCODE / language.get("configuration", "")).is_file(),
                          f"package.json: configuration {language.get('configuration')!r} is not a file")
        grammars = [entry for entry in contributes.get("grammars", []) if entry.get("language") == "wdl"]
        results.check(len(grammars) == 1, "package.json: no grammar for 'wdl'")
        for entry in grammars:
            results.check((VSCODE / entry.get("path", "")).resolve() == (VSCODE / "syntaxes" / "wdl.tmLanguage.json").resolve(),
                          f"package.json: grammar path {entry.get('path')!r} is not syntaxes/wdl.tmLanguage.json")
            results.check(grammar is not None and entry.get("scopeName") == grammar.get("scopeName") == "source.wdl",
                          "package.json: the grammar's scopeName is not source.wdl in both files")
    configuration = documents.get(VSCODE / "language-configuration.json")
    if configuration:
        results.check(configuration.get("comments") == {"lineComment": "//", "blockComment": ["/*", "*/"]},
                      "language-configuration.json: comments are not // and /* */")
    spec = importlib.util.spec_from_file_location("generate_sublime", ROOT / "editors" / "generate_sublime.py")
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    for path, expected in generator.outputs().items():
        actual = path.read_bytes() if path.is_file() else None
        results.check(actual == expected,
                      f"{path.relative_to(ROOT)} is not what editors/generate_sublime.py makes: run it")
    return grammar


def check_rules(results, grammar):
    """Includes resolve, every repository rule is reachable from the top,
    every rule is one the tokenizer implements, regexes are shared."""
    tokenizer = textmate.Grammar(grammar)
    repository = grammar.get("repository", {})
    reached = set()
    specs = list(walk({"patterns": grammar["patterns"]}, "patterns"))
    for spec, _ in specs:  # the list grows as includes reach repository rules
        name = spec.get("include", "")[1:]
        if spec.get("include", "").startswith("#") and name in repository and name not in reached:
            reached.add(name)
            specs += walk(repository[name], f"repository.{name}")
    for name in repository:
        if name not in reached:
            specs += walk(repository[name], f"repository.{name}")
    for spec, path in specs:
        # One check per rule, whatever it holds.
        problems = []
        if "include" in spec:
            try:
                tokenizer.resolve(spec["include"])
            except KeyError:
                problems.append(f"include {spec['include']!r} names no rule")
        if textmate.unsupported(spec):
            problems.append(f"keys the test cannot check: {textmate.unsupported(spec)}")
        for key in ("match", "begin", "end"):
            source = spec.get(key)
            if source is None:
                continue
            try:
                textmate.compile_regex(source)
            except regex.error as error:
                problems.append(f"{key} does not compile: {error}")
            if oniguruma.available:
                try:
                    oniguruma.compile(source)
                except oniguruma.error as error:
                    problems.append(f"{key} does not compile with Oniguruma: {error}")
            if NOT_SHARED.search(source):
                problems.append(f"{key} uses a construct Oniguruma and regex do not share: {source}")
            for body in lookbehind_bodies(source):
                if not fixed_width(body):
                    problems.append(f"{key} has a lookbehind that is not fixed-width (Oniguruma refuses it): {body!r}")
        results.check(not problems, f"{path}: " + "; ".join(problems))
    for name in repository:
        results.check(name in reached, f"repository.{name} is not reached from the grammar's patterns")
    return tokenizer


def locate(text, row_text):
    """The (line, column) of the marked character of `row_text` in `text`."""
    needle = row_text.replace(MARK, "")
    found = text.find(needle)
    if found < 0:
        return None
    offset = found + row_text.index(MARK)
    line = text.count("\n", 0, offset)
    return line, offset - (text.rfind("\n", 0, offset) + 1)


def check_scopes(results, tokenizer):
    tokenized = {}
    for path, row_text, expected in ROWS:
        if path not in tokenized:
            text = (ROOT / path).read_text(encoding="utf-8")
            tokenized[path] = (text, tokenizer.tokenize(text.split("\n")))
        text, lines = tokenized[path]
        where = locate(text, row_text)
        if where is None:
            results.check(False, f"{path}: text not found: {row_text.replace(MARK, '')!r}")
            continue
        line, column = where
        stack = lines[line][column]
        want = expected.split()
        got = stack if want[0] == tokenizer.scope_name else stack[-len(want):]
        results.check(got == want,
                      f"{path}:{line + 1}:{column + 1}: {row_text!r}: expected ... {expected}, got {' '.join(stack)}")


def check_engines_agree(results, grammar):
    """Oniguruma, where installed, colours each file as `regex` does: the
    grammar stays within what both engines read the same way."""
    if not oniguruma.available:
        print("tmgrammar: Oniguruma (Debian's libonig5) is not installed: compared with regex only")
        return
    by_regex = textmate.Grammar(grammar)
    by_oniguruma = textmate.Grammar(grammar, oniguruma.compile)
    for path in sorted({row[0] for row in ROWS}):
        lines = (ROOT / path).read_text(encoding="utf-8").split("\n")
        difference = None
        for number, (mine, theirs) in enumerate(zip(by_regex.tokenize(lines), by_oniguruma.tokenize(lines))):
            column = next((index for index, (a, b) in enumerate(zip(mine, theirs)) if a != b), None)
            if column is not None:
                difference = f"{path}:{number + 1}:{column + 1}: regex gives {' '.join(mine[column])}, Oniguruma {' '.join(theirs[column])}"
                break
        results.check(difference is None, difference or "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--grammar", type=pathlib.Path, default=VSCODE / "syntaxes" / "wdl.tmLanguage.json")
    arguments = parser.parse_args()
    results = Results()
    grammar = check_files(results, arguments.grammar.resolve())
    if grammar is not None:
        try:
            tokenizer = check_rules(results, grammar)
            check_scopes(results, tokenizer)
            check_engines_agree(results, grammar)
        except (ValueError, KeyError, regex.error, oniguruma.error) as error:
            results.check(False, f"{arguments.grammar}: cannot tokenize with it: {error}")
    for failure in results.failures:
        print(failure)
    print(f"tmgrammar: {results.passed} passed, {len(results.failures)} failed")
    return 1 if results.failures else 0


if __name__ == "__main__":
    sys.exit(main())
