#!/usr/bin/env python3
"""Writes editors/sublime/ from the VS Code extension, so that there is one
source. Sublime Text reads grammars as plist XML (.tmLanguage), not as
.tmLanguage.json, and takes Toggle Comment's markers from a .tmPreferences:

    sublime/WDL.tmLanguage          from vscode/syntaxes/wdl.tmLanguage.json
    sublime/Comments.tmPreferences  from vscode/language-configuration.json

Run `python3 editors/generate_sublime.py` after editing either source;
Tests/Editors/tmgrammar_test.py fails while the committed files differ.
"""

import json
import pathlib
import plistlib

HERE = pathlib.Path(__file__).resolve().parent
GRAMMAR = HERE / "vscode" / "syntaxes" / "wdl.tmLanguage.json"
LANGUAGE_CONFIGURATION = HERE / "vscode" / "language-configuration.json"


def tm_language(grammar):
    # `$schema` is for JSON editors; the rest is the grammar, keys in order.
    data = {key: value for key, value in grammar.items() if key != "$schema"}
    return plistlib.dumps(data, sort_keys=False)


def comments_preferences(configuration):
    line = configuration["comments"]["lineComment"]
    block_start, block_end = configuration["comments"]["blockComment"]
    return plistlib.dumps({
        "name": "Comments",
        "scope": "source.wdl",
        "settings": {"shellVariables": [
            {"name": "TM_COMMENT_START", "value": line + " "},
            {"name": "TM_COMMENT_START_2", "value": block_start},
            {"name": "TM_COMMENT_END_2", "value": block_end},
        ]},
    }, sort_keys=False)


def outputs():
    """Each generated file's path and the bytes it should hold."""
    grammar = json.loads(GRAMMAR.read_text(encoding="utf-8"))
    configuration = json.loads(LANGUAGE_CONFIGURATION.read_text(encoding="utf-8"))
    return {
        HERE / "sublime" / "WDL.tmLanguage": tm_language(grammar),
        HERE / "sublime" / "Comments.tmPreferences": comments_preferences(configuration),
    }


if __name__ == "__main__":
    for path, content in outputs().items():
        path.parent.mkdir(exist_ok=True)
        path.write_bytes(content)
        print(f"wrote {path.relative_to(HERE.parent)}")
