#!/usr/bin/python3
"""dom.py FILE: reads a DOM that chromium --dump-dom wrote of sonda's live
view and prints what the tests check, one fact a line:
  agg NAME ENTRIES          each aggregation section and its data-entries
  val NAME K1|K2 VALUE      each row of a table (keys joined by |)
  hist NAME LE COUNT        each histogram row with a count above 0
  bars NAME N               histogram bars with a count above 0
  heat NAME ROWS COLS       a heat map canvas
  frames NAME N             flame graph frames (g class="frame")
  frame NAME FRAME          each frame that is no symbol ("all", string keys)
"""
import sys
from html.parser import HTMLParser


class Dom(HTMLParser):
    def __init__(self):
        super().__init__()
        self.agg = None
        self.part = None
        self.row = None
        self.cell = None
        self.title = None
        self.bars = {}
        self.frames = {}
        self.out = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        cls = (a.get("class") or "").split()
        if tag == "section" and "agg" in cls:
            self.agg = a.get("data-name")
            self.out.append("agg %s %s" % (self.agg, a.get("data-entries")))
        elif tag == "div" and a.get("data-part"):
            self.part = a.get("data-part")
        elif tag == "tr" and self.agg:
            self.row = []
        elif tag == "td" and self.row is not None:
            self.cell = ""
        elif tag == "div" and "bar" in cls and int(a.get("data-count", "0")) > 0:
            self.bars[self.agg] = self.bars.get(self.agg, 0) + 1
        elif tag == "canvas" and self.agg:
            self.out.append("heat %s %s %s" % (self.agg, a.get("data-rows"), a.get("data-cols")))
        elif tag == "g" and "frame" in cls:
            self.frames[self.agg] = self.frames.get(self.agg, 0) + 1
        elif tag == "title" and self.agg:
            self.title = ""

    def handle_data(self, data):
        if self.cell is not None:
            self.cell += data
        if self.title is not None:
            self.title += data

    def handle_endtag(self, tag):
        if tag == "td" and self.cell is not None:
            self.row.append(self.cell)
            self.cell = None
        elif tag == "tr" and self.row is not None:
            if self.part == "table" and len(self.row) > 1:
                self.out.append("val %s %s %s" % (self.agg, "|".join(self.row[:-1]), self.row[-1]))
            elif self.part == "hists" and len(self.row) == 3 and self.row[2] != "0":
                self.out.append("hist %s %s %s" % (self.agg, self.row[0], self.row[2]))
            self.row = None
        elif tag == "title" and self.title is not None:
            name = self.title.rsplit(" (", 1)[0]
            if "`" not in name:
                self.out.append("frame %s %s" % (self.agg, name))
            self.title = None


d = Dom()
with open(sys.argv[1], encoding="utf-8") as f:
    d.feed(f.read())
for name, n in sorted(d.bars.items()):
    d.out.append("bars %s %d" % (name, n))
for name, n in sorted(d.frames.items()):
    d.out.append("frames %s %d" % (name, n))
print("\n".join(d.out))
