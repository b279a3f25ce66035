from mkref.cli.entry import run

run()
