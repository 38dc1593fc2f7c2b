#!/usr/bin/env bash
# The language server in a real editor: headless Neovim runs
# Tests/Editors/lsp_session.lua against the built `wdl lsp`.
# Usage: bash Tests/Editors/lsp.sh [path/to/wdl]
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v nvim > /dev/null; then
  apt-get update > /dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y neovim > /dev/null
fi
export WDL="$(realpath "${1:-.build/debug/wdl}")"
# Neovim writes its checks to standard output; a hung server is killed.
timeout 120 nvim --headless -u NONE -i NONE -n -c 'luafile Tests/Editors/lsp_session.lua'
