"""The command-line tests that play many games or render whole decks are ``slow`` (``pytest -m "not slow"``
leaves them out). They are named here, by module and test, rather than marked in their files while
those files are being rewritten for the lazy command line; each name must be a test of its module."""

import pytest

SLOW = {
    "test_build": {"test_a_broken_file_is_reported_and_the_rest_is_printed"},
    "test_check": {
        "test_solo_balance_is_quiet_on_the_shipped_factions",
        "test_json_carries_the_summary_of_each_clan_by_strong_play",
        "test_text_ends_with_one_summary_line_per_clan_naming_the_bot",
    },
    "test_export_import": {
        "test_export_a_folder_and_import_it_back",
        "test_export_of_the_shipped_tree_mirrors_its_folders",
    },
    "test_play": {
        "test_impact_leaves_out_a_row_no_option_plays",
        "test_play_with_impact",
        "test_play_writes_the_report_it_prints_by_strong_play",
        "test_check_finds_a_card_nobody_can_play",
        "test_build_smoke_plays_before_rendering",
        "test_check_shipped_clan_reports_in_the_validator_format",
    },
    "test_play_orphans": {"test_workers_end_with_a_killed_parent"},
    "test_render": {"test_build_renders_every_document", "test_tts_and_calibration"},
    "test_render_northgard": {"test_render_prints_every_northgard_file"},
    "test_render_print": {
        "test_no_numbers_turns_card_numbers_off_in_every_game",
        "test_print_service_mpc_writes_825_by_1125_pngs",
    },
    "test_render_workers": {
        "test_two_workers_write_the_same_files_as_one",
        "test_build_plays_and_renders_on_its_workers",
    },
    "test_replay": {
        "test_search_budget_is_logged_and_replays",
        "test_replay_refuses_an_edited_log",
        "test_play_writes_one_self_contained_log_per_game",
    },
    "test_transcript": {
        "test_play_transcript_quotes_each_cards_printed_text",
        "test_play_transcript_words_the_numbers_of_the_ruleset_played",
        "test_replay_transcript_in_german",
        "test_play_transcript_prints_the_seats_own_card_not_another_clans_of_that_id",
    },
}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        module = item.module if isinstance(item, pytest.Function) else None
        names = SLOW.get(module.__name__.removeprefix(f"{__package__}."), set()) if module else set()
        unknown = sorted(name for name in names if not hasattr(module, name))
        if unknown:
            raise pytest.UsageError(f"{__file__}: SLOW names no test {', '.join(unknown)} of {module.__name__}")
        if item.originalname in names:
            item.add_marker(pytest.mark.slow)
