"""The Training Lab's tiny Transformer, trained again with PyTorch.

Usage:
  train_pytorch.py DIR            replay the mini-batches the app exported and print each step's loss
  train_pytorch.py DIR --check    the same, then compare with the app's own losses and final parameters
  train_pytorch.py DIR --time N   time N training steps on one thread

DIR is a folder written by `pe-explorer --train TASK ... --export-training DIR`: history.json
(the set-up and the app's losses), parameters.json (the names and shapes of the parameters),
init/ and final/ (each parameter as NAME.npy) and batches/ (tokens_S.npy, labels_S.npy).

The app computes its gradients by hand, layer by layer; here torch's autograd does it instead,
from nothing but the forward pass below. When both agree to 1e-9 after every step, the app's
backward pass is right. Everything is in float64 so that the two can be compared that closely.
Matrices act on row vectors, as in the app: y = x @ W + b.
"""
import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F

torch.set_default_dtype(torch.float64)

TOLERANCE = 1e-9
LAYER_NORM_EPS = 1e-5
WARM_UP_STEPS = 3  # the first steps allocate memory and fill caches; they would skew the median


def give_up(message):
    print(f"train_pytorch.py: {message}", file=sys.stderr)
    sys.exit(2)


def read_json(path):
    if not path.is_file():
        give_up(f"missing file {path}")
    return json.loads(path.read_text())


def read_npy(path):
    if not path.is_file():
        give_up(f"missing file {path}")
    return np.load(path)


def load_parameters(folder, layout):
    """The tensors of folder/NAME.npy, in the order parameters.json lists them."""
    parameters = {}
    for entry in layout:
        array = read_npy(folder / f"{entry['name']}.npy")
        if list(array.shape) != list(entry["shape"]):
            give_up(f"{folder / entry['name']}.npy has shape {list(array.shape)}, "
                    f"parameters.json says {entry['shape']}")
        parameters[entry["name"]] = torch.tensor(array, dtype=torch.float64)
    return parameters


def load_batches(folder):
    """(tokens, labels) pairs from batches/tokens_0.npy, labels_0.npy, tokens_1.npy, ..."""
    batches = []
    while (folder / f"tokens_{len(batches)}.npy").is_file():
        s = len(batches)
        tokens = torch.from_numpy(read_npy(folder / f"tokens_{s}.npy").astype(np.int64))
        labels = torch.from_numpy(read_npy(folder / f"labels_{s}.npy").astype(np.int64))
        batches.append((tokens, labels))
    if not batches:
        give_up(f"no batch in {folder} (expected tokens_0.npy, labels_0.npy, ...)")
    return batches


# ---------------------------------------------------------------------------------------------
# Positions
# ---------------------------------------------------------------------------------------------

def position_table(setup, n, parameters):
    """The n x D matrix added to the token embeddings, or None for the schemes that add nothing
    (none; RoPE, ALiBi, T5 and Shaw act inside attention instead)."""
    scheme, d_model = setup["scheme"], setup["d_model"]
    pos = torch.arange(n, dtype=torch.float64)[:, None]  # one row per position
    j = torch.arange(d_model)[None, :]                   # one column per dimension
    if scheme == "sinusoidal" and setup.get("layout") == "tensor2tensor":
        # tensor2tensor, fairseq, Whisper: all sines then all cosines, timescales over D/2 - 1 steps.
        half = d_model // 2
        angle = pos / setup["base"] ** (torch.arange(half, dtype=torch.float64) / max(half - 1, 1))
        return torch.cat([torch.sin(angle), torch.cos(angle), torch.zeros(n, d_model % 2, dtype=torch.float64)], dim=1)
    if scheme == "sinusoidal":
        # Columns 2i and 2i+1 share one frequency; with an odd D the last column is a sine.
        i = torch.div(j, 2, rounding_mode="floor")
        angle = pos / setup["base"] ** (2 * i / d_model)
        table = torch.where(j % 2 == 0, torch.sin(angle), torch.cos(angle))
        if setup.get("layout") == "concatenated":  # Marian: all sines, then all cosines
            table = torch.cat([table[:, 0::2], table[:, 1::2]], dim=1)
        return table
    # One number per position, in the first dimension only (in every dimension LayerNorm would subtract it).
    zeros = torch.zeros(n, d_model, dtype=torch.float64)
    if scheme == "integer":
        return torch.where(j == 0, pos, zeros)
    if scheme == "normalized":
        # The last position is 1 whatever the length; a single token has nowhere to go but 0.
        return torch.where(j == 0, pos / (n - 1) if n > 1 else torch.zeros_like(pos), zeros)
    if scheme == "binary":
        # Column j is bit j of the position.
        return torch.floor(pos / 2.0 ** j) % 2
    if scheme == "learned":
        # Slicing keeps the graph: only the first n rows receive a gradient.
        return parameters["position"][:n]
    return None


def rotate(x, setup):
    """RoPE: inside each head's slice of x (B x n x D), turn the column pairs by the angle
    pos * base^(-2i/d): adjacent pairs (2i, 2i+1) as in the RoFormer paper and GPT-J, or halves
    (i, ceil(d/2)+i) as in GPT-NeoX and LLaMA in Hugging Face. A query and a key then score by
    their distance, not by where they stand. With an odd head width one column has no partner."""
    batch, n, d_model = x.shape
    heads = setup["heads"]
    d = d_model // heads
    half = d // 2
    pos = torch.arange(n, dtype=torch.float64)[:, None]
    i = torch.arange(half, dtype=torch.float64)[None, :]
    angle = pos * setup["base"] ** (-2 * i / d)          # n x half
    cos = torch.cos(angle)[None, :, None, :]            # broadcast over sentences and heads
    sin = torch.sin(angle)[None, :, None, :]
    per_head = x.reshape(batch, n, heads, d)
    if setup.get("rope_layout", "pairs") == "halves":
        first, second = per_head[..., :half], per_head[..., d - half:]
        turned = torch.cat((first * cos - second * sin, per_head[..., half:d - half], first * sin + second * cos), dim=-1)
    else:
        x0, x1 = per_head[..., 0:2 * half:2], per_head[..., 1:2 * half:2]
        turned = torch.stack((x0 * cos - x1 * sin, x0 * sin + x1 * cos), dim=-1).flatten(-2)
        turned = torch.cat((turned, per_head[..., 2 * half:]), dim=-1)  # the odd column, if any
    return turned.reshape(batch, n, d_model)


def t5_buckets(n, setup):
    """T5's bucket of every (query i, key j) pair, n x n, as T5's _relative_position_bucket
    computes it (in float32, as its code does): the distances below half a direction's buckets
    have one bucket each, the larger ones share buckets on a logarithmic scale up to max
    distance, and the rest share the last. Bidirectional buckets give keys after the query the
    upper half; causal ones put every later key with the query itself."""
    relative = torch.arange(n)[None, :] - torch.arange(n)[:, None]  # j - i
    buckets = setup["t5_buckets"]
    bucket = torch.zeros_like(relative)
    if setup["causal"]:
        distance = -torch.min(relative, torch.zeros_like(relative))
    else:
        buckets //= 2
        bucket += (relative > 0).long() * buckets
        distance = torch.abs(relative)
    exact = buckets // 2
    # The logarithm of 0 is never used: distance 0 is an exact bucket.
    large = exact + (torch.log(distance.float() / exact) / math.log(setup["t5_max_distance"] / exact)
                     * (buckets - exact)).to(torch.long)
    large = torch.min(large, torch.full_like(large, buckets - 1))
    return bucket + torch.where(distance < exact, distance, large)


# ---------------------------------------------------------------------------------------------
# Attention, blocks, model
# ---------------------------------------------------------------------------------------------

def score_bias(setup, n, parameters):
    """The bias (H x n x n) ALiBi and T5 add to every block's scores, or None."""
    heads = setup["heads"]
    if setup["scheme"] == "alibi":
        # Each head forgets distance at its own rate, the slopes of the authors' get_slopes(): for
        # H a power of two 2^(-8/H), 2^(-16/H), ..., 2^-8; otherwise those of the power of two
        # below H, then every other slope of the power of two above.
        power = 1 << (heads.bit_length() - 1)
        slopes = [2.0 ** (-8.0 * (i + 1) / power) for i in range(power)]
        slopes += [2.0 ** (-8.0 * (i + 1) / (2 * power)) for i in range(0, 2 * power, 2)][:heads - power]
        slopes = torch.tensor(slopes, dtype=torch.float64)
        distance = (torch.arange(n)[:, None] - torch.arange(n)[None, :]).abs().to(torch.float64)
        return -slopes[:, None, None] * distance
    if setup["scheme"] == "t5":
        # One learned number per head and bucket, the same table in every block.
        return parameters["relative_bias"][:, t5_buckets(n, setup)]
    return None


def score_of(q, k, vectors, block, setup):
    """s(q_i, k_j + a_ij) for every query i and key j of each head, q and k B x H x n x d, a the
    vectors of Shaw's relations (H x n x n x d) or None. Row vectors: W multiplies from the right."""
    score, heads, d = setup.get("score", "scaled"), q.shape[1], q.shape[-1]
    if score == "bilinear":
        q = q @ block["score_bilinear"].reshape(heads, d, d)  # q W k^T: the key meets q W
    if score in ("dot", "scaled", "bilinear"):
        scores = q @ k.transpose(-2, -1)
        if vectors is not None:
            scores = scores + torch.einsum("bhid,hijd->bhij", q, vectors)
        return scores / math.sqrt(d) if score == "scaled" else scores
    keys = k[:, :, None] if vectors is None else k[:, :, None] + vectors  # B x H x (1 or n) x n x d
    if score == "cosine":
        # Only the angle counts: every score lies between -1 and 1.
        return (q[..., None, :] * keys).sum(-1) / (q.norm(dim=-1)[..., None] * keys.norm(dim=-1))
    # additive (Bahdanau): v . tanh(q W1 + k W2), one small network per head
    w1, w2 = block["score_w1"].reshape(heads, d, d), block["score_w2"].reshape(heads, d, d)
    hidden = torch.tanh((q @ w1)[..., None, :] + keys @ w2[:, None])
    return (hidden * block["score_v"][:, None, None, :]).sum(-1)


def attention(a, block, setup, bias):
    """Multi-head self-attention of the normalised input a (B x n x D), with the scheme's bias
    (H x n x n, see score_bias) added to the scores."""
    batch, n, d_model = a.shape
    heads = setup["heads"]
    d = d_model // heads
    q, k, v = a @ block["wq"], a @ block["wk"], a @ block["wv"]
    if setup["scheme"] == "rope":
        q, k = rotate(q, setup), rotate(k, setup)

    def split(x):  # B x n x D -> B x H x n x d: head h owns columns h*d .. (h+1)*d - 1
        return x.reshape(batch, n, heads, d).transpose(1, 2)

    q, k, v = split(q), split(k), split(v)
    vectors = relation = None
    if setup["scheme"] == "shaw":
        # Shaw et al.: query i scores key j plus the vector of their relation clip(j - i, -k, k).
        clip = setup["shaw_clip"]
        relation = torch.clamp(torch.arange(n)[None, :] - torch.arange(n)[:, None], -clip, clip) + clip
        vectors = block["relative_keys"].reshape(heads, 2 * clip + 1, d)[:, relation]  # H x n x n x d
    scores = score_of(q, k, vectors, block, setup)      # B x H x n x n, rows are queries
    query = torch.arange(n)[:, None]
    key = torch.arange(n)[None, :]
    if bias is not None:
        scores = scores + bias
    if setup["causal"]:
        # A query may not look at later keys; exp(-inf) = 0 gives them no weight at all.
        scores = scores.masked_fill(key > query, float("-inf"))
    weights = torch.softmax(scores, dim=-1)
    out = weights @ v
    if setup.get("shaw_values", False):
        # ... and its output takes value j plus the value vector of the same relation.
        values = block["relative_values"].reshape(heads, -1, d)[:, relation]  # H x n x n x d
        out = out + torch.einsum("bhij,hijd->bhid", weights, values)
    out = out.transpose(1, 2).reshape(batch, n, d_model)  # heads side by side again
    return out @ block["wo"]


def layer_norm(x, gain, bias):
    return F.layer_norm(x, x.shape[-1:], gain, bias, eps=LAYER_NORM_EPS)


def transformer_block(x, block, setup, bias):
    """Pre-LayerNorm: each sub-layer reads a normalised copy and adds its result to x, so the
    residual path from the input to the output is never normalised away."""
    h = x + attention(layer_norm(x, block["ln1.gain"], block["ln1.bias"]), block, setup, bias)
    hidden = torch.relu(layer_norm(h, block["ln2.gain"], block["ln2.bias"]) @ block["w1"] + block["b1"])
    return h + hidden @ block["w2"] + block["b2"]


def model(tokens, parameters, setup):
    """Logits: B x C for a sentence task, B x n x C for a per-token task."""
    n = tokens.shape[1]
    x = parameters["embedding"][tokens]                 # B x n x D
    table = position_table(setup, n, parameters)
    if table is not None:
        x = x + table                                   # the same positions for every sentence
    bias = score_bias(setup, n, parameters)
    for b in range(setup["layers"]):
        prefix = f"block{b}."
        block = {name[len(prefix):]: value for name, value in parameters.items() if name.startswith(prefix)}
        x = transformer_block(x, block, setup, bias)
    z = layer_norm(x, parameters["ln_f.gain"], parameters["ln_f.bias"])
    if not setup["per_token"]:
        # A causal model's last token is the only one that has seen the whole sentence.
        z = z[:, -1] if setup["causal"] else z.mean(dim=1)
    return z @ parameters["head.w"] + parameters["head.b"]


def loss_of(logits, labels):
    """Mean cross-entropy over the sentences, or over every token of a per-token task."""
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), labels.reshape(-1))


# ---------------------------------------------------------------------------------------------
# Training
# ---------------------------------------------------------------------------------------------

def make_optimiser(parameters, setup):
    for tensor in parameters.values():
        tensor.requires_grad_(True)
    return torch.optim.Adam(parameters.values(), lr=setup["lr"], betas=(0.9, 0.999), eps=1e-8,
                            weight_decay=0)


def training_step(parameters, optimiser, batch, setup):
    """One update; returns the batch's loss before it."""
    tokens, labels = batch
    optimiser.zero_grad()
    loss = loss_of(model(tokens, parameters, setup), labels)
    loss.backward()
    optimiser.step()
    return loss.item()


def train(parameters, batches, setup):
    """One step per exported batch, in order; returns the losses."""
    optimiser = make_optimiser(parameters, setup)
    losses = []
    for s, batch in enumerate(batches):
        losses.append(training_step(parameters, optimiser, batch, setup))
        print(f"step {s}: loss {losses[-1]:.12f}")
    return losses


def time_steps(parameters, batches, setup, count):
    """Median wall time of one step, on one thread so that it compares with the app's."""
    torch.set_num_threads(1)
    optimiser = make_optimiser(parameters, setup)
    durations = []
    for s in range(WARM_UP_STEPS + count):
        batch = batches[s % len(batches)]
        start = time.perf_counter()
        training_step(parameters, optimiser, batch, setup)
        if s >= WARM_UP_STEPS:
            durations.append(time.perf_counter() - start)
    print(f"pytorch step: {statistics.median(durations) * 1000:.3f} ms")


def largest_difference(a, b):
    """max |a - b|, or NaN when either side has a NaN: np.max passes it on, and since
    NaN <= TOLERANCE is false, a NaN fails the check as it should."""
    return float(np.max(np.abs(a - b), initial=0.0))


def check(directory, layout, parameters, losses, setup):
    """Compares with the app's results; returns True when every difference is within TOLERANCE."""
    app_losses = np.array(setup["loss"], dtype=np.float64)  # a null (NaN in JSON) becomes NaN
    if len(app_losses) < len(losses):
        print(f"loss: history.json has {len(app_losses)} losses for {len(losses)} replayed steps")
        ok = False
    else:
        worst = largest_difference(app_losses[:len(losses)], np.array(losses))
        print(f"loss: max difference {worst:.1e} over {len(losses)} steps")
        ok = worst <= TOLERANCE

    # The final parameters are the app's only after exactly the steps replayed here.
    if setup["steps"] != len(losses):
        print(f"parameters: not compared (the app trained {setup['steps']} steps, "
              f"{len(losses)} batches were exported)")
        return ok
    expected = load_parameters(directory / "final", layout)
    differences = {name: largest_difference(tensor.detach().numpy(), expected[name].numpy())
                   for name, tensor in parameters.items()}

    def rank(name):  # NaN compares false with everything, so max() alone could pass over it
        return math.inf if math.isnan(differences[name]) else differences[name]

    worst_name = max(differences, key=rank)
    worst = differences[worst_name]
    print(f"parameters: max difference {worst:.1e} (worst: {worst_name})")
    return ok and worst <= TOLERANCE


def main(argv=None):
    parser = argparse.ArgumentParser(description="Train the Training Lab's Transformer again with PyTorch.")
    parser.add_argument("directory", type=Path, help="the folder written by --export-training")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true",
                      help="compare the losses and final parameters with the app's; exit 1 when they differ")
    mode.add_argument("--time", type=int, metavar="N", help="time N training steps")
    arguments = parser.parse_args(argv)

    directory = arguments.directory
    if not directory.is_dir():
        give_up(f"no such folder {directory}")
    setup = read_json(directory / "history.json")
    layout = read_json(directory / "parameters.json")["parameters"]
    if setup["d_model"] % setup["heads"] != 0:
        give_up(f"d_model {setup['d_model']} is not a multiple of heads {setup['heads']}")
    parameters = load_parameters(directory / "init", layout)
    batches = load_batches(directory / "batches")

    if arguments.time is not None:
        if arguments.time < 1:
            give_up("--time needs a number of steps of at least 1")
        time_steps(parameters, batches, setup, arguments.time)
        return 0
    losses = train(parameters, batches, setup)
    if arguments.check and not check(directory, layout, parameters, losses, setup):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
