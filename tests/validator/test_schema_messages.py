"""How the schema stage words a finding (validator/schema.py): values in the file's own spelling,
and a hint for a YAML 1.1 boolean word."""

from __future__ import annotations

from tests.validator.helpers import edited, only


def test_a_yes_where_true_is_the_only_value_says_true_in_yaml_spelling(mutant):
    result = mutant(
        ("          do: [{gain: {vp: 1}}]", "          once_per_round: yes\n          do: [{gain: {vp: 1}}]")
    )
    finding = only(result, "E-VALUE")
    assert finding.message == (
        "'once_per_round' of card 'longhouse', ability 1 (feature) is 'yes'; expected one of: true"
    )
    assert finding.hint == "write true (YAML 1.2: yes is text)"
    assert (finding.line, finding.column) == mutant.position("yes")


def test_a_yes_or_no_where_a_boolean_is_expected_says_how_to_write_it(tmp_path):
    findings = edited(tmp_path, "northgard/cards.yaml", ("flash: true", "flash: off"))
    assert [(f.code, f.line, f.column, f.message, f.hint) for f in findings] == [
        (
            "E-TYPE",
            49,
            12,
            "'flash' of card 'market-day' should be true or false, not text ('off')",
            "write false (YAML 1.2: off is text)",
        )
    ]
