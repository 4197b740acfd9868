#include "export/code_snippets.h"

#include "schemes/table.h"

#include <QStringList>

namespace pe {

namespace {

// Enough digits that Python reads back the very same double.
QString number(double value)
{
    return QString::number(value, 'g', 17);
}

// A Python string literal: UTF-8 text as it is, with quotes, backslashes, control characters
// and unpaired surrogates (which UTF-8 cannot carry) escaped.
QString pythonString(const QString &text)
{
    QString literal = QStringLiteral("\"");
    for (qsizetype k = 0; k < text.size(); ++k) {
        const QChar c = text[k];
        const bool pairedHigh = c.isHighSurrogate() && k + 1 < text.size() && text[k + 1].isLowSurrogate();
        const bool pairedLow = c.isLowSurrogate() && k > 0 && text[k - 1].isHighSurrogate();
        if (c == QLatin1Char('"') || c == QLatin1Char('\\'))
            literal += QLatin1Char('\\') + c;
        else if (c.unicode() < 0x20 || c.unicode() == 0x7f || (c.isSurrogate() && !pairedHigh && !pairedLow))
            literal += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        else
            literal += c;
    }
    return literal + QLatin1Char('"');
}

QString indented(const QString &code)
{
    QStringList lines = code.split(QLatin1Char('\n'));
    for (QString &line : lines)
        if (!line.isEmpty())
            line.prepend(QStringLiteral("    "));
    return lines.join(QLatin1Char('\n'));
}

// Lines that set `pe` for the scheme, given `positions`, `d_model` and `base` (and `max_len`,
// `heads`) defined before them.
QString positionCode(const SchemeParams &params, const CodeDialect &d)
{
    return schemeInfo(params.scheme).code(params, d);
}

// The width whose pairs rope() turns: GPT-NeoX's first int(d_model * fraction) dimensions, or the whole head.
QString turnedWidthCode(const PartialRotary &partial)
{
    return partial.way == PartialRope::NeoX ? QString() : QStringLiteral("width = d_model\n");
}

// The settings only some schemes read, as their code reads them, for the scheme that reads them.
QString schemeSettingsCode(const SchemeParams &params)
{
    const int settings = schemeInfo(params.scheme).settings;
    QString code;
    if (settings & UsesBuckets)
        code += QStringLiteral("num_buckets, max_distance = %1, %2\nbidirectional = %3\n")
                    .arg(params.schemeSettings.t5.buckets).arg(params.schemeSettings.t5.maxDistance).arg(params.schemeSettings.t5.causal ? QStringLiteral("False") : QStringLiteral("True"));
    const RopeScale &rope = params.schemeSettings.ropeScale;
    if ((settings & UsesRopeScale) && rope.scaling != RopeScaling::None) {
        code += QStringLiteral("factor = %1  # %2: how many times longer than in training\n").arg(number(rope.factor), ropeScalingName(rope.scaling));
        if (ropeScalingReadsOriginalLength(rope.scaling))
            code += QStringLiteral("original_length = %1  # the length the model was trained on\n").arg(rope.originalLength);
        if (rope.scaling == RopeScaling::Llama3)
            code += QStringLiteral("low_freq_factor, high_freq_factor = %1, %2\n").arg(number(rope.lowFreqFactor), number(rope.highFreqFactor));
        if (rope.scaling == RopeScaling::Yarn)
            code += QStringLiteral("beta_fast, beta_slow = %1, %2\n").arg(number(rope.betaFast), number(rope.betaSlow));
    }
    if ((settings & UsesRopeScale) && params.schemeSettings.ropePartial.way != PartialRope::Full)
        code += QStringLiteral("fraction = %1  # %2: the part of each head that turns\n")
                    .arg(number(params.schemeSettings.ropePartial.fraction), partialRopeName(params.schemeSettings.ropePartial.way));
    if (settings & UsesShawClip)
        code += QStringLiteral("clip = %1  # relations from -clip to clip\n").arg(params.schemeSettings.shawClip);
    return code;
}

} // namespace

QString encodingCode(const SchemeParams &params, CodeLanguage language)
{
    const QString error = validationError(params);
    if (!error.isEmpty())
        throw InvalidParameter(error);
    const CodeDialect d = CodeDialect::of(language);
    const SinusoidalParams &encoding = params.encoding;
    QString settings = QStringLiteral("positions, d_model, base = %1, %2, %3\n")
                           .arg(encoding.positions).arg(encoding.dModel).arg(number(encoding.base));
    const int uses = schemeInfo(params.scheme).settings;
    if (uses & UsesMaxLen)
        settings += QStringLiteral("max_len = %1\n").arg(params.schemeSettings.maxLen);
    if (uses & UsesHeads)
        settings += QStringLiteral("heads = %1\n").arg(params.heads);
    settings += schemeSettingsCode(params);
    return QStringLiteral("# The %1 position encoding, as Positional Encoding Explorer shows it.\n%2\n%3\n%4print(pe.shape)\n")
        .arg(schemeName(params.scheme), d.header, settings, positionCode(params, d));
}

CodeInputs encodingCodeInputs(const SchemeParams &params)
{
    if (!(schemeInfo(params.scheme).settings & UsesMaxLen))
        return {};
    return {{QStringLiteral("learned_table.npy"), learnedTable(params.schemeSettings.maxLen, params.encoding.dModel, params.seed)}};
}

namespace {

// Each row's softmax, with gpt-oss's sink when there is one: its logit joins the row, and its
// column is dropped after the softmax (eager_attention_forward in transformers' modeling_gpt_oss.py).
QString softmaxCode(std::optional<double> sinkLogit, CodeLanguage language)
{
    const bool numpy = language == CodeLanguage::NumPy;
    if (!sinkLogit)
        return numpy ? QStringLiteral("    w = np.exp(scores - scores.max(axis=1, keepdims=True))\n"
                                      "    head_weights.append(w / w.sum(axis=1, keepdims=True))  # softmax of each row\n")
                     : QStringLiteral("    head_weights.append(torch.softmax(scores, dim=1))\n");
    const QString sink = number(*sinkLogit);
    if (numpy)
        return QStringLiteral("    both = np.concatenate([scores, np.full((positions, 1), %1)], axis=1)  # the sink: one more logit per row\n"
                              "    w = np.exp(both - both.max(axis=1, keepdims=True))\n"
                              "    w = w / w.sum(axis=1, keepdims=True)\n"
                              "    head_weights.append(w[:, :-1])  # the sink's column dropped: each row sums to less than 1\n")
            .arg(sink);
    return QStringLiteral("    both = torch.cat([scores, torch.full((positions, 1), %1, dtype=scores.dtype)], dim=1)  # the sink: one more logit per row\n"
                          "    head_weights.append(torch.softmax(both, dim=1)[:, :-1])  # the sink's column dropped\n")
        .arg(sink);
}

// The tokens, the settings, the word vectors E and the input X of attention (with the position
// added or multiplied in by an additive scheme).
QString inputCode(const QStringList &tokens, const AttentionOptions &options, const CodeDialect &d)
{
    QStringList quoted;
    for (const QString &token : tokens)
        quoted.append(pythonString(token));
    QString code = QStringLiteral("# Attention with the score %1, as Positional Encoding Explorer computes it.\n%2\n")
                       .arg(scoreFormula(options.score), d.header);
    code += QStringLiteral("tokens = [%1]\n").arg(quoted.join(QStringLiteral(", ")));
    code += QStringLiteral("use_position = %1  # False: attention without positional information\n")
                .arg(options.positional ? QStringLiteral("True") : QStringLiteral("False"));
    code += QStringLiteral("positions, d_model, base, heads = len(tokens), %1, %2, %3\n")
                .arg(options.dModel).arg(number(options.base)).arg(options.heads);
    code += schemeSettingsCode(schemeParams(options, int(tokens.size())));
    code += QStringLiteral("E = %1  # (tokens, d_model): each token's vector, as the app has it\n")
                .arg(d.load.arg(QStringLiteral("embeddings.npy")));
    if (options.scaleEmbeddings && !options.vectors)
        code += QStringLiteral("# These random word vectors were drawn from N(0, 1/d_model), as fairseq draws its embeddings,\n"
                               "# so that scaling them brings their entries to size 1, the position's size.\n");
    if (options.scaleEmbeddings)
        code += QStringLiteral("E = E * d_model ** 0.5  # the word vectors scaled by the square root of d_model (the paper's 3.4)\n");

    if (isAdditive(options.scheme)) {
        SchemeParams params;
        params.scheme = options.scheme;
        params.encoding.layout = options.layout;
        code += QStringLiteral("\n# The position encoding (%1), one row per token.\n").arg(schemeName(options.scheme));
        if (schemeInfo(options.scheme).settings & UsesMaxLen)
            code += QStringLiteral("max_len = %1\n").arg(options.schemeSettings.maxLen);
        if (options.positionOffset > 0)
            code += QStringLiteral("offset = %1  # the first word reads row %1 of the table (fairseq: 2)\n"
                                   "positions = len(tokens) + offset\n").arg(options.positionOffset);
        code += positionCode(params, d);
        if (options.positionOffset > 0)
            code += QStringLiteral("pe = pe[offset:]  # word i reads row offset + i\npositions = len(tokens)\n");
        code += options.combine == Combine::Add
                    ? QStringLiteral("X = E + %1 * pe if use_position else E  # the input of attention\n").arg(number(options.positionWeight))
                    : QStringLiteral("X = E * pe if use_position else E  # the input of attention, element by element\n");
    } else {
        code += QStringLiteral("X = E  # %1 leaves the word vectors alone\n").arg(schemeName(options.scheme));
    }

    return code;
}

// Q and K: random projections of X, or X itself.
QString projectionCode(const AttentionOptions &options, const CodeDialect &d)
{
    QString code;
    code += QLatin1Char('\n');
    if (options.projection == Projection::Random)
        code += QStringLiteral("W_q = %1  # (d_model, d_model), drawn from N(0, 1/d_model)\n"
                               "W_k = %2\n"
                               "Q, K = X @ W_q, X @ W_k\n")
                    .arg(d.load.arg(QStringLiteral("w_q.npy")), d.load.arg(QStringLiteral("w_k.npy")));
    else
        code += QStringLiteral("Q, K = X, X  # identity projections: a token scores its own vector highest\n");

    return code;
}

// RoPE's turn of each head's queries and keys, with the scheme's pairs, partial turn and scaling.
QString ropeCode(const AttentionOptions &options, CodeLanguage language, const CodeDialect &d)
{
    const QString lib = d.lib;
    SchemeParams params;
    params.scheme = options.scheme;
    params.schemeSettings = options.schemeSettings;
    const bool yarn = options.schemeSettings.ropeScale.scaling == RopeScaling::Yarn;
    // Which dimensions each angle turns: neighbours (the paper, GPT-J) or one from each half
    // (GPT-NeoX, Hugging Face's LLaMA, whose rotate_half this is).
    const bool pairs = options.schemeSettings.ropeLayout == Layout::Interleaved;
    return QStringLiteral("\ndef rope(x):\n"
                  "    \"\"\"Turns each pair %1 of row pos by the angle pe[pos, i] (pos * omega_i, scaled).\"\"\"\n"
                  "    d_model = x.shape[1]  # one head's width: each head turns with the frequencies of d_k\n"
                  "%2"
                  "    c, s = %3.cos(pe), %3.sin(pe)\n%7"
                  "    a, b = x[:, %4], x[:, %5]\n"
                  "    y = x.%6()\n"
                  "    y[:, %4] = c * a - s * b\n"
                  "    y[:, %5] = s * a + c * b\n"
                  "    return y\n\n"
                  "def rope_heads(x):  # each head on its own, as Hugging Face's LlamaAttention does\n"
                  "    d_k = d_model // heads\n"
                  "    return %8([rope(x[:, h * d_k : (h + 1) * d_k]) for h in range(heads)], %9=1)\n\n"
                  "if use_position:\n"
                  "    Q, K = rope_heads(Q), rope_heads(K)\n")
        .arg(pairs ? QStringLiteral("(2i, 2i+1), adjacent") : QStringLiteral("(i, half + i), one from each half"),
             indented(positionCode(params, d) + turnedWidthCode(options.schemeSettings.ropePartial)
              + QStringLiteral("pairs = width // 2\npe = pe[:, :pairs]\n")
              + (pairs ? QString() : QStringLiteral("half = (width + 1) // 2  # with an odd width, dimension half - 1 stays\n"))),
             lib,
             pairs ? QStringLiteral("0 : 2 * pairs : 2") : QStringLiteral("0 : pairs"),
             pairs ? QStringLiteral("1 : 2 * pairs : 2") : QStringLiteral("half : half + pairs"),
             language == CodeLanguage::NumPy ? QStringLiteral("copy") : QStringLiteral("clone"),
             yarn ? QStringLiteral("    c, s = attention_factor * c, attention_factor * s  # YaRN: sharper scores\n") : QString())
        .arg(language == CodeLanguage::NumPy ? QStringLiteral("np.concatenate") : QStringLiteral("torch.cat"),
             language == CodeLanguage::NumPy ? QStringLiteral("axis") : QStringLiteral("dim"));
}

// Each head's scores: the score function, Shaw's keys or a scheme's bias, the causal mask.
QString headScoresCode(const AttentionOptions &options, CodeLanguage language, const CodeDialect &d)
{
    const QString lib = d.lib;
    const SchemeKind kind = schemeInfo(options.scheme).kind;
    QString code;
    code += QStringLiteral("\nd_k = d_model // heads\n");
    if (schemeInfo(options.scheme).settings & UsesShawClip)
        code += QStringLiteral("shaw_keys = %1  # (heads * (2 * clip + 1), d_k): a vector per head and relation, random like W_q\n")
                    .arg(d.load.arg(QStringLiteral("shaw_keys.npy")));
    if (schemeInfo(options.scheme).settings & UsesBuckets)
        code += QStringLiteral("t5_values = %1  # (heads, num_buckets): a number per head and bucket, random like W_q\n")
                    .arg(d.load.arg(QStringLiteral("t5_values.npy")));
    if (options.score == Score::Additive)
        code += QStringLiteral("W_1, W_2, v = %1, %2, %3  # (d_k, d_k), (d_k, d_k), (1, d_k): random, like W_q\n")
                    .arg(d.load.arg(QStringLiteral("w_1.npy")), d.load.arg(QStringLiteral("w_2.npy")), d.load.arg(QStringLiteral("v.npy")));
    if (options.score == Score::Bilinear)
        code += QStringLiteral("W = %1  # (d_k, d_k): random, like W_q\n").arg(d.load.arg(QStringLiteral("w_bilinear.npy")));
    code += QStringLiteral("head_weights = []\n"
                           "for h in range(heads):\n"
                           "    q, k = Q[:, h * d_k : (h + 1) * d_k], K[:, h * d_k : (h + 1) * d_k]\n")
            + scoreCode(options.score, lib);
    if (kind == SchemeKind::RelativeKeys)
        code += QStringLiteral("    if use_position:  # Shaw: query i scores each key j plus the vector of clip(j - i)\n"
                               "%1"
                               "        rel = pe%2 + clip + h * (2 * clip + 1)  # the row of shaw_keys for each (i, j)\n"
                               "        q_all, k_all, rows = q, k, []\n"
                               "        for i in range(positions):\n"
                               "            q, k = q_all[i : i + 1], k_all + shaw_keys[rel[i]]\n"
                               "%3"
                               "            rows.append(scores)\n"
                               "        q, k, scores = q_all, k_all, %4(rows)\n")
                    .arg(indented(indented(positionCode(SchemeParams{.scheme = options.scheme}, d))),
                         language == CodeLanguage::NumPy ? QStringLiteral(".astype(np.int64)") : QStringLiteral(".long()"),
                         indented(indented(scoreCode(options.score, lib))),
                         language == CodeLanguage::NumPy ? QStringLiteral("np.concatenate") : QStringLiteral("torch.cat"));
    if (kind == SchemeKind::BiasesScores)
        code += QStringLiteral("    if use_position:\n%1        scores = scores + bias\n")
                    .arg(indented(indented(schemeInfo(options.scheme).biasCode(d))));
    if (options.causal)
        code += QStringLiteral("    scores[%1] = -float(\"inf\")  # causal: a token sees only itself and earlier ones\n")
                    .arg(d.upper.arg(QStringLiteral("positions")));
    return code;
}

} // namespace

QString attentionCode(const QStringList &tokens, const AttentionOptions &options, CodeLanguage language)
{
    const QString error = validationError(options, int(tokens.size()));
    if (!error.isEmpty())
        throw InvalidParameter(error);
    const CodeDialect d = CodeDialect::of(language);
    QString code = inputCode(tokens, options, d) + projectionCode(options, d);
    if (schemeInfo(options.scheme).kind == SchemeKind::RotatesQueriesAndKeys)
        code += ropeCode(options, language, d);
    code += headScoresCode(options, language, d);
    code += softmaxCode(options.sinkLogit, language);
    code += QStringLiteral("weights = sum(head_weights) / heads  # the mean of the heads, as the lab shows it\n"
                           "print(weights.round(%1))\n")
                .arg(language == CodeLanguage::NumPy ? QStringLiteral("2") : QStringLiteral("decimals=2"));
    return code;
}

CodeInputs attentionCodeInputs(const QStringList &tokens, const AttentionOptions &options)
{
    AttentionOptions withoutPosition = options;
    withoutPosition.positional = false;  // E does not depend on it, and this skips the rest
    CodeInputs inputs{{QStringLiteral("embeddings.npy"), computeAttention(tokens, withoutPosition).embeddings}};
    if (options.projection == Projection::Random) {
        const RandomProjections projections = randomProjections(options.dModel, options.seed);
        inputs.append({QStringLiteral("w_q.npy"), projections.query});
        inputs.append({QStringLiteral("w_k.npy"), projections.key});
    }
    if (schemeInfo(options.scheme).settings & UsesMaxLen)
        inputs.append({QStringLiteral("learned_table.npy"), learnedTable(options.schemeSettings.maxLen, options.dModel, options.seed)});
    if (schemeInfo(options.scheme).settings & UsesShawClip)
        inputs.append({QStringLiteral("shaw_keys.npy"), shawRelativeKeys(options.heads, options.schemeSettings.shawClip, options.dModel / options.heads, options.seed)});
    if (schemeInfo(options.scheme).settings & UsesBuckets)
        inputs.append({QStringLiteral("t5_values.npy"), t5BucketValues(options.heads, options.schemeSettings.t5.buckets, options.seed)});
    if (options.score == Score::Additive || options.score == Score::Bilinear) {
        const ScoreWeights weights = scoreWeights(options.dModel / options.heads, options.seed);
        if (options.score == Score::Additive)
            inputs += {{QStringLiteral("w_1.npy"), weights.w1}, {QStringLiteral("w_2.npy"), weights.w2}, {QStringLiteral("v.npy"), weights.v}};
        else
            inputs.append({QStringLiteral("w_bilinear.npy"), weights.bilinear});
    }
    return inputs;
}

} // namespace pe
