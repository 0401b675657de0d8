/* flame.js - click to zoom and search in a flame graph drawn by sonda
 * (src/rt/flame.c): the SVG of -x flamegraph= runs it on itself, and the
 * live view (index.html) on each flame graph it shows.
 *
 * A frame is an SVG g element of class "frame" holding a title ("name (N
 * samples, P%)"), a rect and, when wide enough, a text. Parents and children
 * are found from the geometry: the root is at the bottom, a child sits
 * one row higher within its parent's x range. Clicking a frame stretches
 * it to the full width with everything above it; the frames below it (its
 * callers) stay, full width, and the rest is hidden. Search colours the
 * frames whose names match a regular expression and says which share of
 * the samples they hold. The URL fragment #search=RE starts with a search
 * and #zoom=N with frame N (in document order) zoomed.
 */
function sondaFlame(svg) {
	"use strict";
	var NS = "http://www.w3.org/2000/svg";
	var frames = Array.prototype.slice.call(svg.querySelectorAll("g.frame"));
	var width = +(svg.getAttribute("width") || 1200), pad = 10;
	var status = null, zoomed = null, term = "";

	function info(g) {
		if (g.sonda)
			return g.sonda;
		var r = g.querySelector("rect"), t = g.querySelector("title");
		var title = t ? t.textContent : "";
		var cut = title.lastIndexOf(" (");
		g.sonda = {
			rect: r, x: +r.getAttribute("x"), w: +r.getAttribute("width"),
			y: +r.getAttribute("y"), fill: r.getAttribute("fill"),
			name: cut > 0 ? title.slice(0, cut) : title
		};
		return g.sonda;
	}

	function label(g, x, w) {
		var f = info(g), t = g.querySelector("text"), n = Math.floor((w - 6) / 7);
		if (n < 3) {
			if (t)
				t.textContent = "";
			return;
		}
		if (!t) {
			t = document.createElementNS(NS, "text");
			g.appendChild(t);
		}
		t.setAttribute("x", (x + 3).toFixed(2));
		t.setAttribute("y", (f.y + 11.5).toFixed(1));
		t.textContent = f.name.length <= n ? f.name : f.name.slice(0, n - 2) + "..";
	}

	function place(g, x, w, show, dim) {
		var f = info(g);
		g.style.display = show ? "" : "none";
		if (!show)
			return;
		f.rect.setAttribute("x", x.toFixed(2));
		f.rect.setAttribute("width", w.toFixed(2));
		g.style.opacity = dim ? "0.6" : "";
		label(g, x, w);
	}

	function zoom(g) {
		var z = g ? info(g) : null, full = width - 2 * pad, eps = 0.01;
		zoomed = g;
		frames.forEach(function (h) {
			var f = info(h);
			if (!z) {
				place(h, f.x, f.w, true, false);
			} else if (f.y > z.y) {		/* below: a caller if it spans z */
				var spans = f.x <= z.x + eps && f.x + f.w >= z.x + z.w - eps;
				place(h, pad, full, spans, true);
			} else {
				var inside = f.x >= z.x - eps && f.x + f.w <= z.x + z.w + eps;
				var s = full / z.w;
				place(h, pad + (f.x - z.x) * s, f.w * s, inside, false);
			}
		});
		svg.setAttribute("data-zoomed", g ? frames.indexOf(g) : "");
		if (reset)
			reset.style.opacity = g ? "1" : "0.3";
	}

	function search(re) {
		var rx = null, spans = [], total;
		term = re || "";
		try {
			rx = term ? new RegExp(term) : null;
		} catch (e) {
			rx = null;
		}
		frames.forEach(function (g) {
			var f = info(g), hit = rx && rx.test(f.name);
			f.rect.setAttribute("fill", hit ? "rgb(230,0,230)" : f.fill);
			if (hit) {
				g.setAttribute("data-match", "1");
				spans.push([f.x, f.x + f.w]);
			} else {
				g.removeAttribute("data-match");
			}
		});
		total = frames.length ? info(frames[0]).w : 0;	/* the root, "all" */
		spans.sort(function (a, b) { return a[0] - b[0]; });
		var sum = 0, end = -1;
		spans.forEach(function (s) {	/* the union: nested frames once */
			if (s[0] >= end) {
				sum += s[1] - s[0];
				end = s[1];
			} else if (s[1] > end) {
				sum += s[1] - end;
				end = s[1];
			}
		});
		var pct = total ? (100 * sum / total).toFixed(1) : "0.0";
		svg.setAttribute("data-matched", rx ? pct : "");
		if (status)
			status.textContent = rx ? "Matched: " + pct + "%" : "";
		return rx ? +pct : null;
	}

	function control(text, x, anchor, fn) {
		var t = document.createElementNS(NS, "text");
		t.setAttribute("x", x);
		t.setAttribute("y", 24);
		t.setAttribute("text-anchor", anchor);
		t.setAttribute("style", "cursor: pointer; pointer-events: all; fill: #0645ad");
		t.textContent = text;
		t.addEventListener("click", fn);
		svg.appendChild(t);
		return t;
	}

	var reset = control("Reset Zoom", pad, "start", function () { zoom(null); });
	control("Search", width - pad, "end", function () {
		var re = window.prompt("Search for (a regular expression):", term);
		if (re !== null)
			search(re);
	});
	status = document.createElementNS(NS, "text");
	status.setAttribute("x", width - pad);
	status.setAttribute("y", +(svg.getAttribute("height") || 0) - 6);
	status.setAttribute("text-anchor", "end");
	svg.appendChild(status);
	frames.forEach(function (g) {
		info(g);
		g.style.cursor = "pointer";
		g.addEventListener("click", function () { zoom(g); });
	});
	zoom(null);
	var h = (window.location.hash || "").slice(1).split("&");
	h.forEach(function (kv) {
		var i = kv.indexOf("="), k = kv.slice(0, i), v = decodeURIComponent(kv.slice(i + 1));
		if (k === "search")
			search(v);
		else if (k === "zoom" && frames[+v])
			zoom(frames[+v]);
	});
	return { zoom: function (i) { zoom(i == null ? null : frames[i]); }, search: search };
}
