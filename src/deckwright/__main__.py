"""``python -m deckwright``: the command line, as the ``deckwright`` script runs it."""

from .cli import main

if __name__ == "__main__":
    main()
