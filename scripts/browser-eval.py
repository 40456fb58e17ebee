#!/usr/bin/env python3
"""Loads a page in Firefox ESR (headless) or WebKitGTK's MiniBrowser (under Xvfb) and prints, as JSON, what a
JavaScript expression evaluates to there.

Usage: scripts/browser-eval.py firefox|webkit PAGE EXPRESSION [TIMEOUT_SECONDS]

Neither browser can be driven here as Chromium is (Debian ships no geckodriver; MiniBrowser has no headless
mode), so the page reports to us itself: this script serves PAGE (a file) on a loopback port with a small
script added at its end that, once the page has loaded, awaits EXPRESSION and POSTs its JSON value (or the error) back; the browser,
given a fresh profile, is stopped by its process group once the value has arrived, or after TIMEOUT_SECONDS
(default 60). Only the Python standard library is used.
"""
import http.server
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading

REPORTER = """<script>
(async () => {
  // As Chromium's evaluation does: once the page has loaded, its deferred and module scripts run.
  if (document.readyState !== 'complete') await new Promise(resolve => addEventListener('load', resolve, { once: true }));
  let body;
  try { body = JSON.stringify({value: await (EXPRESSION)}); } catch (error) { body = JSON.stringify({error: String(error && error.stack || error)}); }
  await fetch('/result', {method: 'POST', body});
})();
</script>"""


def main():
    if len(sys.argv) < 4 or sys.argv[1] not in ("firefox", "webkit"):
        sys.exit(__doc__)
    engine, page, expression = sys.argv[1], sys.argv[2], sys.argv[3]
    timeout = float(sys.argv[4]) if len(sys.argv) > 4 else 60
    with open(page, "rb") as handle:
        html = handle.read()
    # Inside the reporter's <script>, "</" and "<!--" (in the expression's strings) would end or bend it.
    html += REPORTER.replace("EXPRESSION", expression.replace("</", "<\\/").replace("<!--", "<\\!--")).encode()
    arrived, result = threading.Event(), {}

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            body = html if self.path.split("?")[0] in ("/", "/page.html") else b""
            self.send_response(200 if body else 404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_POST(self):
            result["body"] = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            self.send_response(204)
            self.end_headers()
            arrived.set()

        def log_message(self, *_):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.handle_error = lambda *_: None  # a browser that drops a connection (a favicon) is no failure
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/page.html"
    profile = tempfile.mkdtemp(prefix=f"scrollfx-{engine}-")
    environment = dict(os.environ, HOME=profile, XDG_RUNTIME_DIR=profile, MOZ_HEADLESS="1")
    if engine == "firefox":
        command = ["firefox-esr", "--headless", "--no-remote", "--profile", profile, "--window-size", "1280,937", url]
    else:
        command = ["xvfb-run", "-a", "-s", "-screen 0 1280x937x24", "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
                   "--geometry=1280x937", url]
    browser = subprocess.Popen(command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    try:
        if not arrived.wait(timeout):
            sys.exit(f"browser-eval: {engine} sent nothing within {timeout:g} s")
        answer = json.loads(result["body"])
        if "error" in answer:
            sys.exit(f"browser-eval: {engine}: {answer['error']}")
        print(json.dumps(answer.get("value")))
    finally:
        try:
            os.killpg(browser.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        browser.wait()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    main()
