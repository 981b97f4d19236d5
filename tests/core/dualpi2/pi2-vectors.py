#!/usr/bin/env python3
"""Unit vectors for DualPI2's PI2 update, from a transcription of RFC 9332 Appendix A's
pseudo-code (dualpi2_params_init and dualpi2_update), written apart from the implementation
(src/sim-core/queues/dualpi2/pi2.ts) so the test compares two independent readings.

Run: python3 tests/core/dualpi2/pi2-vectors.py > tests/core/dualpi2/pi2-vectors.json
"""
import json

# dualpi2_params_init: PI2 Classic AQM parameters and the constants derived from them.
target = 0.015          # Queue delay target (15 ms)
RTT_max = 0.100         # Worst-case RTT expected (100 ms)
k = 2                   # Coupling factor
Tupdate = min(target, RTT_max / 3)        # PI sampling interval
alpha = 0.1 * Tupdate / RTT_max ** 2      # PI integral gain, Hz
beta = 0.3 / RTT_max                      # PI proportional gain, Hz


def dualpi2_update(p, curq, prevq):
    """One update: p' from the Classic queue delay; p_CL = k p', p_C = p'^2; p' kept in [0, 1]."""
    p = p + alpha * (curq - target) + beta * (curq - prevq)
    p = min(max(p, 0.0), 1.0)
    return p, k * p, p * p


# Classic head sojourn times (s) seen at successive updates: a queue building to 60 ms,
# holding, draining to empty, and a long overload that saturates p'.
delays = [0.0, 0.005, 0.02, 0.04, 0.06, 0.06, 0.06, 0.05, 0.03, 0.015, 0.01, 0.0, 0.0, 0.0] + [0.4] * 30 + [0.0] * 5
p, prevq, rows = 0.0, 0.0, []
for curq in delays:
    p, p_CL, p_C = dualpi2_update(p, curq, prevq)
    prevq = curq
    rows.append({"curq": curq, "p": p, "p_CL": p_CL, "p_C": p_C})
print(json.dumps({"params": {"target": target, "RTT_max": RTT_max, "k": k, "Tupdate": Tupdate, "alpha": alpha, "beta": beta}, "steps": rows}, indent=1))
