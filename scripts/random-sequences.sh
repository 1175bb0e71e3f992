#!/usr/bin/env bash
# Runs the four presenters' random event sequence tests at length (issue 8): by default 10,000
# seeded sequences of 40 steps per presenter (`swift test` alone runs 1,000).
#
# Usage: bash scripts/random-sequences.sh [SEQUENCES [STEPS]]
#   bash scripts/random-sequences.sh            # 10,000 x 40 per presenter
#   bash scripts/random-sequences.sh 50000 60   # 50,000 x 60 per presenter
# A failure prints its seed, its steps and the command that replays it alone (MVP_RANDOM_SEED).
# Set RANDOM_SEQUENCES_TIMEOUT (seconds, default 7200) to bound the run differently.
set -euo pipefail
cd "$(dirname "$0")/.."

sequences=${1:-10000}
steps=${2:-40}
limit=${RANDOM_SEQUENCES_TIMEOUT:-7200}

echo "Random event sequences: ${sequences} x ${steps} steps per presenter (timeout ${limit}s)"
MVP_RANDOM_SEQUENCES=${sequences} MVP_RANDOM_STEPS=${steps} \
  timeout "${limit}" swift test --filter randomEventSequencesKeepTheScreenRight
