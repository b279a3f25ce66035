import sys

from mkref.cli.app import main

sys.exit(main())
