#!/usr/bin/env bash
# Run a batch as N shards with GNU parallel, then merge them: on one machine, or on several
# with parallel's --sshloginfile (each machine needs this repository, installed, at the same path,
# and the shard files must come back: use a shared directory, or parallel's --return).
#
#   scripts/cluster/parallel-shards.sh RUNS.jsonl N OUTDIR [extra sim batch options…]
#
# Each shard is resumable: after an interrupt, run the same command again.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=$1 n=$2 outdir=$3
shift 3
mkdir -p "$outdir"
# One worker thread per shard here: parallel runs the shards side by side (-j N).
parallel --halt now,fail=1 -j "$n" \
  npm run -s sim -- batch "$runs" --shard {}/"$n" --workers 1 --out "$outdir"/shard-{}.jsonl "$@" \
  ::: $(seq 0 $((n - 1)))
npm run -s sim -- merge "$outdir"/results.jsonl "$outdir"/shard-*.jsonl --input "$runs"
