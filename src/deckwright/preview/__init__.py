"""``deckwright serve``: a local page that previews a card set live (``model`` is what it shows,
``app`` the web server that watches the files and pushes each change to the page)."""
