import engine


def test_spec_example_code_deals():
    game = engine.Game.from_code("SH1-C4-AAAAAJ2")
    assert game.code == "SH1-C4-AAAAAJ2"
