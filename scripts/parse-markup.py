#!/usr/bin/python3
"""Parses a document on standard input as a browser or an XML reader does, and prints, as JSON, every element it
finds: its tag, its attributes and, for <script> and <style>, its text.

Usage: scripts/parse-markup.py html|svg < DOCUMENT

html: html5lib (Debian's python3-html5lib), the HTML5 parsing algorithm as browsers run it; svg: the standard
library's XML parser (expat), which refuses a document that is not well-formed (exit 1).
Run by Debian's own python3 (/usr/bin/python3), where python3-html5lib is installed.
"""
import json
import sys
import xml.etree.ElementTree as ElementTree


def local(name):
    """A tag or attribute name without its namespace."""
    return name.rsplit("}", 1)[-1]


def main():
    kind, text = sys.argv[1], sys.stdin.buffer.read().decode("utf-8")
    if kind == "html":
        import html5lib
        root = html5lib.parse(text, treebuilder="etree", namespaceHTMLElements=False)
    else:
        root = ElementTree.fromstring(text)
    elements = []
    for element in root.iter():
        if not isinstance(element.tag, str):  # comments and processing instructions
            elements.append({"tag": "#comment", "attributes": {}, "text": element.text or ""})
            continue
        tag = local(element.tag)
        entry = {"tag": tag, "attributes": {local(name): value for name, value in element.attrib.items()}}
        if tag in ("script", "style"):
            entry["text"] = element.text or ""
        elements.append(entry)
    json.dump(elements, sys.stdout)


main()
