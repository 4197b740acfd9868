"""The exported encodings against NumPy's own evaluation of the paper's formula and of
tensor2tensor's timing signal (the convention of fairseq and Whisper too), ALiBi's
biases against its authors' get_slopes(), and RoPE's scaled angles against Hugging Face's
modeling_rope_utils.py (written out below in NumPy, float64), and the Attention Lab's RoPE heads
against LlamaAttention.forward's order (split into heads, then turn each); partial RoPE
(GPT-NeoX's rotary_pct, Gemma 4's proportional) against their frequencies and apply_rotary_pos_emb;
the exported attention masks of real models' layer stacks against masking_utils.py; attention sinks
against gpt-oss's eager_attention_forward.

Usage: numpy_reference.py PATH/TO/pe-explorer
An independent check: nothing here shares code with the app.
"""
import json
import math
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

TOLERANCE = 1e-12
SHAPES = [  # (positions, d_model, base, layout)
    (128, 64, 10000.0, "interleaved"),
    (2048, 512, 10000.0, "interleaved"),
    (100, 63, 10000.0, "interleaved"),
    (50, 6, 100.0, "concatenated"),
    (17, 1, 10000.0, "interleaved"),
]


def reference(positions, d_model, base, layout):
    pos = np.arange(positions, dtype=np.float64)[:, None]
    i = np.arange(d_model) // 2
    angle = pos / np.power(base, 2.0 * i / d_model)
    interleaved = np.where(np.arange(d_model) % 2 == 0, np.sin(angle), np.cos(angle))
    if layout == "interleaved":
        return interleaved
    return np.concatenate([interleaved[:, 0::2], interleaved[:, 1::2]], axis=1)


def compared(label, actual, expected, relative=False):
    """1 when `actual` is not `expected` within TOLERANCE (absolute, or relative to values above 1), else 0; says which."""
    if actual.shape != expected.shape:
        print(f"FAIL {label}: shape {actual.shape} != {expected.shape}")
        return 1
    difference = np.abs(actual - expected)
    worst = float(np.max(difference / np.maximum(np.abs(expected), 1.0) if relative else difference, initial=0.0))
    ok = worst <= TOLERANCE
    print(f"{'ok  ' if ok else 'FAIL'} {label} max {'relative' if relative else '|'}difference{'' if relative else '|'} {worst:.3g}")
    return 0 if ok else 1


def timing_signal(positions, channels, max_timescale):
    """tensor2tensor's get_timing_signal_1d (fairseq's get_embedding and Whisper's sinusoids() alike)."""
    num_timescales = channels // 2
    log_timescale_increment = math.log(float(max_timescale)) / max(num_timescales - 1, 1)
    inv_timescales = np.exp(np.arange(num_timescales, dtype=np.float64) * -log_timescale_increment)
    scaled_time = np.arange(positions, dtype=np.float64)[:, None] * inv_timescales[None, :]
    signal = np.concatenate([np.sin(scaled_time), np.cos(scaled_time)], axis=1)
    return np.pad(signal, [[0, 0], [0, channels % 2]])


CONVENTIONS = [  # (--convention, positions, d_model, base)
    ("tensor2tensor", 1500, 512, 10000.0),
    ("tensor2tensor", 100, 63, 10000.0),
    ("marian", 128, 64, 10000.0),
    ("paper", 128, 64, 10000.0),
]


def check_conventions(program, folder):
    """--export-encoding --convention NAME: tensor2tensor's as the libraries write it, marian and paper as the paper."""
    failures = 0
    for convention, positions, d_model, base in CONVENTIONS:
        path = Path(folder) / "convention.npy"
        subprocess.run([program, "--export-encoding", str(path), "--convention", convention, "--d-model", str(d_model),
                        "--positions", str(positions), "--base", repr(base)], check=True)
        if convention == "tensor2tensor":
            expected = timing_signal(positions, d_model, base)
        else:
            expected = reference(positions, d_model, base, "interleaved" if convention == "paper" else "concatenated")
        failures += compared(f"convention {convention:13} {positions:5} x {d_model:4}", np.load(path), expected)
    return failures


def get_slopes(n):
    """ALiBi's slopes as its authors wrote them (attention_with_linear_biases, fairseq/models/transformer.py)."""
    def get_slopes_power_of_2(n):
        start = (2**(-2**-(math.log2(n)-3)))
        ratio = start
        return [start*ratio**i for i in range(n)]
    if math.log2(n).is_integer():
        return get_slopes_power_of_2(n)
    closest_power_of_2 = 2**math.floor(math.log2(n))
    return get_slopes_power_of_2(closest_power_of_2) + get_slopes(2*closest_power_of_2)[0::2][:n-closest_power_of_2]


def check_alibi(program, folder):
    """--export-encoding --scheme alibi --heads H --all-heads: every head's bias, for H = 1 ... 16."""
    failures = 0
    positions = 9
    distance = np.abs(np.arange(positions)[:, None] - np.arange(positions)[None, :])
    for heads in range(1, 17):
        expected = -np.array(get_slopes(heads))[:, None, None] * distance
        path = Path(folder) / "alibi.npy"
        subprocess.run([program, "--export-encoding", str(path), "--scheme", "alibi", "--heads", str(heads),
                        "--all-heads", "--positions", str(positions)], check=True)
        failures += compared(f"alibi {heads:2} heads", np.load(path), expected)
    return failures


def inv_freq(dim, base):
    return 1.0 / (base ** (np.arange(0, dim, 2, dtype=np.float64) / dim))


def rope_inv_freq(kind, dim, base, factor, original, seq_len, low_freq_factor=1.0, high_freq_factor=4.0,
                  beta_fast=32.0, beta_slow=1.0):
    """Hugging Face's _compute_*_parameters for one rope_type, in float64."""
    if kind == "linear":
        return inv_freq(dim, base) / factor
    if kind == "ntk":
        return inv_freq(dim, base * factor ** (dim / (dim - 2)))
    if kind == "dynamic":
        seq_len = seq_len if seq_len > original else original
        return inv_freq(dim, base * ((factor * seq_len / original) - (factor - 1)) ** (dim / (dim - 2)))
    if kind == "yarn":
        def find_correction_dim(num_rotations):
            return (dim * math.log(original / (num_rotations * 2 * math.pi))) / (2 * math.log(base))
        low = max(math.floor(find_correction_dim(beta_fast)), 0)
        high = min(math.ceil(find_correction_dim(beta_slow)), dim - 1)
        if low == high:
            high += 0.001
        ramp = np.clip((np.arange(dim // 2, dtype=np.float64) - low) / (high - low), 0, 1)
        pos_freqs = base ** (np.arange(0, dim, 2, dtype=np.float64) / dim)
        extrapolation_factor = 1 - ramp
        return (1.0 / (factor * pos_freqs)) * (1 - extrapolation_factor) + (1.0 / pos_freqs) * extrapolation_factor
    assert kind == "llama3"
    freq = inv_freq(dim, base)
    wavelen = 2 * math.pi / freq
    llama = np.where(wavelen > original / low_freq_factor, freq / factor, freq)
    smooth = (original / wavelen - low_freq_factor) / (high_freq_factor - low_freq_factor)
    smoothed = (1 - smooth) * llama / factor + smooth * llama
    medium = ~(wavelen < original / high_freq_factor) * ~(wavelen > original / low_freq_factor)
    return np.where(medium, smoothed, llama)


ROPE_CASES = [  # (app's name, Hugging Face's rope_type, d_model, base, positions, factor, L0, extra options)
    ("interpolation", "linear", 64, 10000.0, 300, 2.5, None, {}),
    ("ntk", "ntk", 64, 10000.0, 300, 4.0, None, {}),
    ("dynamic-ntk", "dynamic", 64, 10000.0, 300, 2.0, 128, {}),
    ("dynamic-ntk", "dynamic", 32, 500.0, 100, 3.0, 128, {}),
    ("yarn", "yarn", 128, 10000.0, 512, 8.0, 256, {}),
    ("yarn", "yarn", 64, 10000.0, 200, 16.0, 64, {"beta_fast": 8.0, "beta_slow": 0.5}),
    ("llama3", "llama3", 128, 500000.0, 400, 8.0, 256, {}),
    ("llama3", "llama3", 64, 10000.0, 200, 4.0, 64, {"low_freq_factor": 2.0, "high_freq_factor": 16.0}),
]
OPTION = {"beta_fast": "--yarn-beta-fast", "beta_slow": "--yarn-beta-slow",
          "low_freq_factor": "--rope-low-freq-factor", "high_freq_factor": "--rope-high-freq-factor"}


def check_rope_family(program, folder):
    """--export-encoding --scheme rope --rope-scaling …: the angles, positions x inv_freq."""
    failures = 0
    for name, kind, d_model, base, positions, factor, original, extra in ROPE_CASES:
        path = Path(folder) / "rope.npy"
        arguments = [program, "--export-encoding", str(path), "--scheme", "rope", "--rope-scaling", name,
                     "--rope-factor", repr(factor), "--d-model", str(d_model), "--base", repr(base),
                     "--positions", str(positions)]
        if original is not None:
            arguments += ["--rope-original-length", str(original)]
        for key, value in extra.items():
            arguments += [OPTION[key], repr(value)]
        subprocess.run(arguments, check=True)
        frequencies = rope_inv_freq(kind, d_model, base, factor, original, positions, **extra)
        expected = np.arange(positions, dtype=np.float64)[:, None] * frequencies[None, :]
        failures += compared(f"rope {name:13} d {d_model:3} factor {factor:4} L0 {original} {extra}", np.load(path), expected,
                             relative=True)
    return failures


def rotate_half(x):
    """Hugging Face's modeling_llama.py rotate_half."""
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2:]
    return np.concatenate((-x2, x1), axis=-1)


def rotated_heads(x, heads, base, layout):
    """(H, n, d) each head of x (n x D) turned with head_dim's frequencies, after the split into
    heads: Hugging Face's LlamaAttention.forward with apply_rotary_pos_emb (halves), and Meta's
    llama/model.py apply_rotary_emb, which turns adjacent pairs as complex numbers (pairs)."""
    n, d_model = x.shape
    d = d_model // heads
    per_head = x.reshape(n, heads, d).transpose(1, 0, 2)
    angles = np.arange(n, dtype=np.float64)[:, None] * inv_freq(d, base)[None, :]
    if layout == "halves":
        emb = np.concatenate((angles, angles), axis=-1)   # LlamaRotaryEmbedding.forward
        return per_head * np.cos(emb) + rotate_half(per_head) * np.sin(emb)
    turned = (per_head[..., 0::2] + 1j * per_head[..., 1::2]) * np.exp(1j * angles)
    out = np.empty_like(per_head)
    out[..., 0::2], out[..., 1::2] = turned.real, turned.imag
    return out


ATTENTION_CASES = [(16, heads, layout) for heads in (1, 2, 4) for layout in ("pairs", "halves")]


def check_attention_heads(program, folder):
    """--export-attention with RoPE: head_scores (H x n x n) against each head turned on its own,
    as Hugging Face and Meta's code do; and each head's scores at one offset alike for the same
    two words (the query-key part is relative, head by head)."""
    failures = 0
    for d_model, heads, layout in ATTENTION_CASES:
        path = Path(folder) / "attention.json"
        subprocess.run([program, "--export-attention", str(path), "--sentence", "a b a b a b a b", "--scheme", "rope",
                        "--rope-layout", layout, "--heads", str(heads), "--d-model", str(d_model),
                        "--projection", "identity"], check=True)
        exported = json.loads(path.read_text())
        x = np.array(exported["inputs"], dtype=np.float64)
        q = rotated_heads(x, heads, 10000.0, layout)
        expected = q @ q.transpose(0, 2, 1) / math.sqrt(d_model // heads)
        actual = np.array(exported["head_scores"], dtype=np.float64)
        label = f"attention rope {layout:6} d {d_model} heads {heads}"
        failures += compared(label + " head_scores", actual, expected)
        same_offset = actual[:, [0, 2, 4], [2, 4, 6]]   # "a" then "a" two words later
        spread = float(np.max(same_offset.max(axis=1) - same_offset.min(axis=1)))
        ok = spread <= TOLERANCE and exported["heads_averaged"] == (heads > 1)
        print(f"{'ok  ' if ok else 'FAIL'} {label} one offset, one score per head: spread {spread:.3g}")
        failures += 0 if ok else 1
    return failures


def partial_inv_freq(way, head_dim, base, fraction):
    """(head_dim // 2) each pair's frequency, 0 where it does not turn. GPT-NeoX (EleutherAI/gpt-neox,
    megatron/model/transformer.py: rotary_ndims = int(head_dim * rotary_pct), RotaryEmbedding(rotary_ndims):
    inv_freq = 1 / base ** (arange(0, dim, 2) / dim)); Gemma 4's proportional RoPE (Hugging Face's
    modeling_rope_utils.py, _compute_proportional_rope_parameters: rope_angles = int(partial_rotary_factor
    * head_dim // 2), the first rope_angles of the whole head's frequencies, zeros after)."""
    frequencies = np.zeros(head_dim // 2)
    if way == "neox":
        rotary_ndims = int(head_dim * fraction)
        frequencies[: rotary_ndims // 2] = 1.0 / base ** (np.arange(0, rotary_ndims - rotary_ndims % 2, 2, dtype=np.float64) / rotary_ndims)
    else:
        rope_angles = int(fraction * head_dim // 2)
        frequencies[:rope_angles] = 1.0 / base ** (np.arange(0, 2 * rope_angles, 2, dtype=np.float64) / head_dim)
    return frequencies


def partial_rotated(x, way, base, fraction, layout):
    """(n x d) row p turned at position p: Hugging Face's apply_rotary_pos_emb with rotate_half over the
    turning slice, q_rot / q_pass split and torch.cat (halves, modeling_gpt_neox.py and Gemma 4's), or
    GPT-J's rotate_every_two over the first rotary dimensions (pairs)."""
    n, d = x.shape
    width = int(d * fraction) if way == "neox" else d
    frequencies = partial_inv_freq(way, d, base, fraction)[: width // 2]
    angles = np.arange(n, dtype=np.float64)[:, None] * frequencies[None, :]
    rot, rest = x[:, : 2 * (width // 2)], x[:, 2 * (width // 2):]
    if layout == "halves":
        emb = np.concatenate((angles, angles), axis=-1)
        turned = rot * np.cos(emb) + rotate_half(rot) * np.sin(emb)
    else:
        turned = np.empty_like(rot)
        a, b = rot[:, 0::2], rot[:, 1::2]
        turned[:, 0::2] = a * np.cos(angles) - b * np.sin(angles)
        turned[:, 1::2] = a * np.sin(angles) + b * np.cos(angles)
    return np.concatenate((turned, rest), axis=1)


PARTIAL_CASES = [(way, d_model, fraction, layout) for way in ("neox", "proportional") for d_model, fraction in ((64, 0.25), (32, 0.5), (16, 1.0))
                 for layout in ("pairs", "halves")]


def check_partial_rope(program, folder):
    """--rope-partial: the exported angles (positions x d_model/2, 0 where a pair does not turn), and the
    Attention Lab's scores of one head with identity projections against the references above."""
    failures = 0
    for way, d_model, fraction, layout in PARTIAL_CASES:
        path = Path(folder) / "partial.npy"
        common = ["--scheme", "rope", "--rope-partial", way, "--rope-fraction", repr(fraction), "--d-model", str(d_model),
                  "--rope-layout", layout]
        subprocess.run([program, "--export-encoding", str(path), "--positions", "40"] + common, check=True)
        expected = np.arange(40, dtype=np.float64)[:, None] * partial_inv_freq(way, d_model, 10000.0, fraction)[None, :]
        label = f"partial rope {way:12} d {d_model} p {fraction} {layout:6}"
        failures += compared(label + " angles", np.load(path), expected, relative=True)
        path = Path(folder) / "partial.json"
        subprocess.run([program, "--export-attention", str(path), "--sentence", "a b c a b c d", "--heads", "1",
                        "--projection", "identity"] + common, check=True)
        exported = json.loads(path.read_text())
        q = partial_rotated(np.array(exported["inputs"], dtype=np.float64), way, 10000.0, fraction, layout)
        failures += compared(label + " scores", np.array(exported["scores"]), q @ q.T / math.sqrt(d_model))
    return failures


def hf_mask(kind, span, q, kv):
    """Hugging Face's masking_utils.py: and_masks(causal_mask_function, the overlay)."""
    causal = kv <= q                                     # causal_mask_function
    if kind == "sliding":
        return causal & (kv > q - span)                  # sliding_window_overlay
    if kind == "chunked":
        return causal & (kv // span == q // span)        # chunked_overlay, no left padding
    return causal


MASK_CASES = [("llama4", 40, []), ("gemma3", 40, ["--layers", "12", "--window", "4"]),
              ("gpt-oss", 33, ["--window", "5", "--layers", "6"]), ("mistral", 40, ["--layers", "5", "--window", "3"]),
              ("llama4", 64, ["--layers", "8", "--chunk", "16"])]


def check_masks(program, folder):
    """--export-masks: each layer's mask against masking_utils' predicates, exactly, and reach.npy
    against the boolean product of the masks with the residual path (a query attends itself)."""
    failures = 0
    for preset, positions, extra in MASK_CASES:
        out = Path(folder) / f"masks-{preset}"
        subprocess.run([program, "--export-masks", str(out), "--preset", preset, "--positions", str(positions)] + extra, check=True)
        about = json.loads((out / "layers.json").read_text())
        q, kv = np.meshgrid(np.arange(positions), np.arange(positions), indexing="ij")
        reach = np.eye(positions, dtype=bool)
        wrong = 0
        for k, layer in enumerate(about["layers"]):
            span = layer["window"] if layer["kind"] == "sliding" else layer["chunk"]
            expected = hf_mask(layer["kind"], span, q, kv)
            mask = np.load(out / f"mask_{k}.npy")
            wrong += int(mask.dtype != np.bool_ or not np.array_equal(mask, expected))
            reach = (expected.astype(np.int64) @ reach.astype(np.int64)) > 0
        wrong += int(not np.array_equal(np.load(out / "reach.npy"), reach))
        label = f"masks {preset:8} {len(about['layers']):2} layers over {positions} {' '.join(extra)}"
        print(f"{'ok  ' if wrong == 0 else 'FAIL'} {label}: {wrong} wrong")
        failures += 1 if wrong else 0
    return failures


def gpt_oss_sink_softmax(attn_weights, sink):
    """Hugging Face's modeling_gpt_oss.py, eager_attention_forward, for one head (n x n logits):
    combined_logits = torch.cat([attn_weights, sinks], dim=-1); minus its row maximum;
    probs = softmax(combined_logits); scores = probs[..., :-1] (the sink's column dropped)."""
    combined = np.concatenate([attn_weights, np.full((attn_weights.shape[0], 1), sink)], axis=-1)
    combined = combined - combined.max(axis=-1, keepdims=True)
    probs = np.exp(combined) / np.exp(combined).sum(axis=-1, keepdims=True)
    return probs[:, :-1], probs[:, -1]


SINK_CASES = [(1.5, 2, True), (-3.0, 1, False), (8.0, 4, True), (0.0, 1, True)]


def check_sinks(program, folder):
    """--export-attention --sink-logit S: each head's weights and the sink's share against gpt-oss's code."""
    failures = 0
    for sink, heads, causal in SINK_CASES:
        path = Path(folder) / "sink.json"
        subprocess.run([program, "--export-attention", str(path), "--sentence", "the dog bit the man", "--sink-logit", repr(sink),
                        "--heads", str(heads), "--projection", "random"] + (["--causal"] if causal else []), check=True)
        exported = json.loads(path.read_text())
        shares = []
        for h, logits in enumerate(exported["head_scores"]):
            logits = np.array([[-np.inf if v is None else v for v in row] for row in logits], dtype=np.float64)
            weights, share = gpt_oss_sink_softmax(logits, sink)
            shares.append(share)
            failures += compared(f"sink {sink:5} heads {heads} causal {causal!s:5} head {h} weights", np.array(exported["head_weights"][h]), weights)
        failures += compared(f"sink {sink:5} heads {heads} causal {causal!s:5} sink's share", np.array(exported["sink_weights"]), np.mean(shares, axis=0))
    return failures


def check_position_pca(program, folder):
    """--export-training of a learned table: position_pca.json against NumPy's SVD of the final
    table (centred; ratios sigma^2 / sum sigma^2; scores U sigma, each turned so that its score of
    largest magnitude is positive)."""
    out = Path(folder) / "learned-run"
    subprocess.run([program, "--train", "previous", "--scheme", "learned", "--steps", "40", "--train-length", "12",
                    "--export-training", str(out)], check=True, capture_output=True)
    table = np.load(out / "final" / "position.npy")
    exported = json.loads((out / "position_pca.json").read_text())
    centred = table - table.mean(axis=0)
    u, sigma, _ = np.linalg.svd(centred, full_matrices=False)
    k = len(exported["explained_variance_ratio"])
    ratios = (sigma ** 2 / np.sum(sigma ** 2))[:k]
    scores = (u * sigma)[:, :k].T
    for row in scores:
        if row[np.argmax(np.abs(row))] < 0:
            row *= -1
    failures = compared("position pca ratios", np.array(exported["explained_variance_ratio"]), ratios)
    return failures + compared("position pca components", np.array(exported["components"]), scores)


def load(path):
    if path.suffix == ".npy":
        return np.load(path)
    if path.suffix == ".csv":
        return np.loadtxt(path, delimiter=",", ndmin=2)
    return np.array(json.loads(path.read_text())["matrix"], dtype=np.float64)


def main():
    program = sys.argv[1]
    failures = 0
    checks = 0
    with tempfile.TemporaryDirectory() as folder:
        for positions, d_model, base, layout in SHAPES:
            expected = reference(positions, d_model, base, layout)
            for suffix in (".npy", ".csv", ".json"):
                path = Path(folder) / f"pe{suffix}"
                subprocess.run([program, "--export-encoding", str(path), "--d-model", str(d_model),
                                "--positions", str(positions), "--base", repr(base), "--layout", layout],
                               check=True)
                checks += 1
                failures += compared(f"{suffix:5} {positions:5} x {d_model:4} base {base:g} {layout:12}", load(path), expected)
        failures += check_alibi(program, folder)
        checks += 16
        failures += check_rope_family(program, folder)
        checks += len(ROPE_CASES)
        failures += check_attention_heads(program, folder)
        checks += 2 * len(ATTENTION_CASES)
        failures += check_position_pca(program, folder)
        checks += 2
        failures += check_sinks(program, folder)
        checks += sum(heads + 1 for _, heads, _ in SINK_CASES)
        failures += check_masks(program, folder)
        checks += len(MASK_CASES)
        failures += check_partial_rope(program, folder)
        checks += 2 * len(PARTIAL_CASES)
        failures += check_conventions(program, folder)
        checks += len(CONVENTIONS)
    print(f"{checks - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
