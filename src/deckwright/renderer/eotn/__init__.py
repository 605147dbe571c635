"""Empires of the North on paper: card faces and what each document prints."""
