"""The baseline: the smallest one-command typer app, to compare mkref's start-up against."""

import typer

app = typer.Typer(add_completion=False)


@app.command()
def main(sheet: str = typer.Option(None, "--sheet"), as_json: bool = typer.Option(False, "--json")) -> None:
    print("{}")


if __name__ == "__main__":
    app()
