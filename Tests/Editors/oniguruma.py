"""Oniguruma, the regex engine of VS Code's and GitHub's TextMate
tokenizers, through ctypes and Debian's libonig5: a second engine for
Tests/Editors/textmate.py, with the interface of the `regex` module that
the tokenizer uses (compile, search from a position, start/end/span).

Patterns are compiled as vscode-oniguruma compiles them: UTF-8, the
default (Ruby) syntax, ONIG_OPTION_CAPTURE_GROUP.
"""

import ctypes
import ctypes.util

ONIG_OPTION_NONE = 0
ONIG_OPTION_CAPTURE_GROUP = 256
ONIG_MISMATCH = -1


class error(Exception):
    pass


class _Region(ctypes.Structure):
    _fields_ = [("allocated", ctypes.c_int), ("num_regs", ctypes.c_int),
                ("beg", ctypes.POINTER(ctypes.c_int)), ("end", ctypes.POINTER(ctypes.c_int)),
                ("history_root", ctypes.c_void_p)]


def _load():
    name = ctypes.util.find_library("onig") or "libonig.so.5"
    library = ctypes.CDLL(name)
    library.onig_new.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.c_char_p, ctypes.c_char_p,
                                 ctypes.c_uint, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
    library.onig_search.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p, ctypes.c_void_p,
                                    ctypes.c_void_p, ctypes.POINTER(_Region), ctypes.c_uint]
    library.onig_region_new.restype = ctypes.POINTER(_Region)
    library.onig_error_code_to_str.argtypes = [ctypes.c_char_p, ctypes.c_int]
    utf8 = ctypes.addressof(ctypes.c_int.in_dll(library, "OnigEncodingUTF8"))
    syntax = ctypes.c_void_p.in_dll(library, "OnigDefaultSyntax").value
    encodings = (ctypes.c_void_p * 1)(utf8)
    library.onig_initialize(encodings, 1)
    return library, utf8, syntax


try:
    _library, _utf8, _syntax = _load()
    available = True
except (OSError, ValueError, AttributeError):
    available = False


class Pattern:
    def __init__(self, source):
        self.source = source
        self._handle = ctypes.c_void_p()
        encoded = source.encode("utf-8")
        self._pattern = ctypes.create_string_buffer(encoded, len(encoded))
        code = _library.onig_new(ctypes.byref(self._handle), self._pattern,
                                 ctypes.cast(ctypes.addressof(self._pattern) + len(encoded), ctypes.c_char_p),
                                 ONIG_OPTION_CAPTURE_GROUP, _utf8, _syntax, None)
        if code != 0:
            message = ctypes.create_string_buffer(256)
            _library.onig_error_code_to_str(message, code)
            raise error(message.value.decode())
        self._region = _library.onig_region_new()

    def search(self, text, position=0):
        data = text.encode("utf-8")
        buffer = ctypes.create_string_buffer(data, len(data))
        base = ctypes.addressof(buffer)
        start = len(text[:position].encode("utf-8"))
        found = _library.onig_search(self._handle, buffer, base + len(data), base + start, base + len(data),
                                     self._region, ONIG_OPTION_NONE)
        if found == ONIG_MISMATCH:
            return None
        if found < 0:
            raise error(f"onig_search failed ({found}) on {self.source!r}")
        region = self._region.contents
        spans = [(region.beg[index], region.end[index]) for index in range(region.num_regs)]
        return Match(data, spans)


class Match:
    """Spans in characters, as `regex` gives them; (-1, -1) for a group that did not take part."""

    def __init__(self, data, byte_spans):
        def characters(offset):
            return len(data[:offset].decode("utf-8")) if offset >= 0 else -1
        self._spans = [(characters(begin), characters(end)) for begin, end in byte_spans]

    def span(self, group=0):
        return self._spans[group]

    def start(self, group=0):
        return self._spans[group][0]

    def end(self, group=0):
        return self._spans[group][1]


def compile(source):
    return Pattern(source)
