#!/usr/bin/python3
"""frames.py FILE: reads the DOM chromium --dump-dom wrote of a flame
graph SVG and prints the root's data-zoomed and data-matched, then one
line per frame: its name, its rect's x and width, "hidden" when not
displayed, "match" when the search coloured it."""
import re
import sys

dom = open(sys.argv[1], encoding="utf-8").read()
root = re.search(r"<svg[^>]*>", dom).group(0)
for attr in ("data-zoomed", "data-matched"):
    m = re.search(attr + r'="([^"]*)"', root)
    print(attr, m.group(1) if m else "(none)")
for g in re.finditer(r'<g class="frame"([^>]*)><title>([^<]*)</title><rect ([^>]*)>', dom):
    attrs, title, rect = g.groups()
    name = title.rsplit(" (", 1)[0].replace("&amp;", "&")
    x = re.search(r' ?x="([^"]*)"', rect).group(1)
    w = re.search(r'width="([^"]*)"', rect).group(1)
    flags = []
    if "display: none" in attrs:
        flags.append("hidden")
    if 'data-match="1"' in attrs:
        flags.append("match")
    print(name, x, w, *flags)
