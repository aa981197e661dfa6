#!/usr/bin/env python3
"""Serves www/ (or the folder given) on localhost as a strict site would: every response carries the
Content-Security-Policy the page and the diagrams must work under, and is gzipped when the browser
accepts it, so that what the end-to-end tests measure is what goes over the wire.

    python3 scripts/serve.py PORT [FOLDER]
"""
import gzip
import http.server
import os
import sys

CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'"
TYPES = {'.wasm': 'application/wasm', '.mjs': 'text/javascript', '.js': 'text/javascript',
         '.webmanifest': 'application/manifest+json', '.json': 'application/json', '.svg': 'image/svg+xml'}


ZIPPED = {}  # (path, mtime) -> gzipped bytes: each file compressed once, as a server's cache would


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def end_headers(self):
        self.send_header('Content-Security-Policy', CSP)
        self.send_header('Cache-Control', 'no-cache')
        super().end_headers()

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, 'index.html')
        if 'gzip' not in self.headers.get('Accept-Encoding', '') or not os.path.isfile(path):
            return super().send_head()
        key = (path, os.path.getmtime(path))
        body = ZIPPED.get(key)
        if body is None:
            with open(path, 'rb') as f:
                body = gzip.compress(f.read(), 6)
            ZIPPED[key] = body
        self.send_response(200)
        self.send_header('Content-Type', self.guess_type(path))
        self.send_header('Content-Encoding', 'gzip')
        self.send_header('Content-Length', str(len(body)))
        self.end_headers()
        self.body = body
        return None

    def do_GET(self):
        self.body = None
        f = self.send_head()
        if self.body is not None:
            self.wfile.write(self.body)
        elif f:
            try:
                self.copyfile(f, self.wfile)
            finally:
                f.close()

    def log_message(self, *args):
        pass


if __name__ == '__main__':
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 8000
    folder = sys.argv[2] if len(sys.argv) > 2 else 'www'
    handler = lambda *a, **k: Handler(*a, directory=folder, **k)
    http.server.ThreadingHTTPServer(('127.0.0.1', port), handler).serve_forever()
