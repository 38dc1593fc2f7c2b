"""A small TextMate tokenizer: enough of what VS Code, GitHub and Sublime
do with a grammar to test editors/vscode/syntaxes/wdl.tmLanguage.json.

It supports what that grammar uses and refuses the rest (`unsupported`),
so a new kind of rule cannot pass the test by being ignored:
`match` with `captures`; `begin`/`end` with `beginCaptures`,
`endCaptures`, `captures`, `name`, `contentName` and `patterns`; rules
that only hold `patterns`; `include` of `#name`, `$self` and `$base`.

Regexes are compiled with the `regex` module, which has Oniguruma's
POSIX bracket classes and lookbehind, or with Oniguruma itself
(oniguruma.py) where Debian's libonig5 is installed. As in vscode-textmate,
each line is scanned with its line break, and at each position the
earliest match wins, ties going to the first rule listed (the end
pattern of the open rule first).
"""

import regex

RULE_KEYS = {"match", "begin", "end", "name", "contentName", "captures", "beginCaptures",
             "endCaptures", "patterns", "include", "comment"}


class Rule:
    def __init__(self, spec, compile):
        self.spec = spec
        self.name = spec.get("name")
        self.content_name = spec.get("contentName")
        self.match = compile(spec["match"]) if "match" in spec else None
        self.begin = compile(spec["begin"]) if "begin" in spec else None
        self.end = compile(spec["end"]) if "end" in spec else None
        self.captures = spec.get("captures", {})
        self.begin_captures = spec.get("beginCaptures", self.captures)
        self.end_captures = spec.get("endCaptures", self.captures)
        self.patterns = None  # resolved lazily: a list of Rules (includes flattened)


def compile_regex(source):
    # VERSION0 is the `re`-compatible dialect: `[` inside a class is literal
    # except for POSIX classes, as in Oniguruma.
    return regex.compile(source, regex.VERSION0)


def unsupported(spec):
    """The keys of a rule this tokenizer does not implement."""
    return sorted(set(spec) - RULE_KEYS)


class Grammar:
    def __init__(self, data, compile=compile_regex):
        """`compile` makes a pattern with search(text, position) returning
        a match with start, end and span: the `regex` module's by default,
        or oniguruma.compile."""
        self.data = data
        self.compile = compile
        self.scope_name = data["scopeName"]
        self._rules = {}  # id(spec) -> Rule
        self.root = self._rule({"patterns": data["patterns"]})

    def _rule(self, spec):
        rule = self._rules.get(id(spec))
        if rule is None:
            extra = unsupported(spec)
            if extra:
                raise ValueError(f"rule uses keys the test tokenizer does not implement: {extra}")
            if "end" in spec and "begin" not in spec:
                raise ValueError("rule has end without begin")
            rule = self._rules[id(spec)] = Rule(spec, self.compile)
        return rule

    def resolve(self, include):
        """The spec an `include` names; KeyError when it names nothing."""
        if include in ("$self", "$base"):
            return {"patterns": self.data["patterns"]}
        if include.startswith("#"):
            return self.data["repository"][include[1:]]
        raise KeyError(include)

    def patterns(self, rule):
        """The rules tried inside `rule`, includes flattened in order."""
        if rule.patterns is None:
            rule.patterns = []
            self._flatten(rule.spec.get("patterns", []), rule.patterns, set())
        return rule.patterns

    def _flatten(self, specs, into, seen):
        for spec in specs:
            if "include" in spec:
                target = self.resolve(spec["include"])
                if id(target) in seen:
                    continue  # a cycle of includes adds nothing new
                self._flatten_one(target, into, seen | {id(target)})
            else:
                self._flatten_one(spec, into, seen)

    def _flatten_one(self, spec, into, seen):
        if "match" in spec or "begin" in spec:
            into.append(self._rule(spec))
        else:
            self._flatten(spec.get("patterns", []), into, seen)

    def tokenize(self, lines):
        """Per line, the list of scope stacks of its characters (without the line break)."""
        stack = [(self.root, [self.scope_name], None)]  # (rule, scopes inside it, compiled end)
        result = []
        for line in lines:
            text = line + "\n"
            scopes = [None] * len(text)
            position = 0
            stuck = 0
            while position < len(text):
                rule, inner, end = stack[-1]
                best = None
                candidates = ([(end, "end", rule)] if end is not None else []) + \
                    [(r.match or r.begin, "match" if r.match else "begin", r) for r in self.patterns(rule)]
                for pattern, kind, candidate in candidates:
                    found = pattern.search(text, position)
                    if found and (best is None or found.start() < best[0].start()):
                        best = (found, kind, candidate)
                if best is None:
                    fill(scopes, position, len(text), inner)
                    break
                found, kind, candidate = best
                fill(scopes, position, found.start(), inner)
                if kind == "end":
                    outer = inner[:-1] if rule.content_name else inner
                    paint(scopes, found, outer, rule.end_captures)
                    stack.pop()
                elif kind == "match":
                    here = inner + ([candidate.name] if candidate.name else [])
                    paint(scopes, found, here, candidate.captures)
                else:
                    here = inner + ([candidate.name] if candidate.name else [])
                    paint(scopes, found, here, candidate.begin_captures)
                    content = here + ([candidate.content_name] if candidate.content_name else [])
                    stack.append((candidate, content, candidate.end))
                if found.end() > position:
                    position = found.end()
                    stuck = 0
                elif kind != "end":
                    # Nothing consumed: a pop shrinks the stack, but a zero-width
                    # match, or a push that keeps coming back, steps one character.
                    stuck += 1
                    if kind == "match" or stuck > 1:
                        fill(scopes, position, position + 1, stack[-1][1])
                        position += 1
                        stuck = 0
            result.append(scopes[:-1])
        return result


def fill(scopes, start, end, stack):
    for index in range(start, end):
        scopes[index] = list(stack)


def paint(scopes, found, stack, captures):
    """Scopes for a match: the rule's, then each capture's over its span."""
    fill(scopes, found.start(), found.end(), stack)
    for group in sorted(captures, key=int):
        name = captures[group].get("name")
        start, end = found.span(int(group))
        if name and start >= 0:
            for index in range(start, end):
                scopes[index] = scopes[index] + [name]
