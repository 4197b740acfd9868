#include "export/stack_code.h"

#include "math/types.h"

#include <QStringList>

namespace pe {

namespace {

// How each library spells the lines that differ.
struct StackDialect
{
    QString eye, toInt, firstTrue;
};

StackDialect stackDialect(CodeLanguage language)
{
    if (language == CodeLanguage::NumPy)
        return {QStringLiteral("np.eye(positions, dtype=bool)"), QStringLiteral(".astype(np.int64)"),
                QStringLiteral("np.flatnonzero(reach[-1])[0]")};
    return {QStringLiteral("torch.eye(positions, dtype=torch.bool)"), QStringLiteral(".to(torch.int64)"),
            QStringLiteral("reach[-1].nonzero()[0].item()")};
}

// The query and key indices, then the loop over `layers` (a Python list) that multiplies the
// reach by each layer's mask, layer_mask(kind, span), and says how far back the last query is reached.
QString reachLoopCode(int positions, const QString &layers, const QString &maskFunction, CodeLanguage language)
{
    const CodeDialect d = CodeDialect::of(language);
    const StackDialect s = stackDialect(language);
    return QStringLiteral("%1\npositions = %2\nlayers = %3\n"
                          "i = %4.arange(positions)[:, None]  # the query's position\n"
                          "j = %4.arange(positions)[None, :]  # the key's position\n\n"
                          "%5\n"
                          "reach, reaches = %6, []  # before any layer, each position holds only itself\n"
                          "for k, (kind, span) in enumerate(layers):\n"
                          "    mask = layer_mask(kind, span)\n"
                          "    # key j reaches query i through layer k: through some key of query i that it reached before\n"
                          "    reach = (mask%7 @ reach%7) > 0\n"
                          "    reaches.append(reach)\n"
                          "    print(f\"layer {k} ({kind}): the last query is reached from position {%8} on\")\n"
                          "result = %10(reaches)%9  # every layer's reach, one under the other\n")
        .arg(d.header, QString::number(positions), layers, d.lib, maskFunction, s.eye, s.toInt, s.firstTrue,
             language == CodeLanguage::NumPy ? QStringLiteral(".astype(np.float64)") : QStringLiteral(".to(torch.float64)"))
        .arg(language == CodeLanguage::NumPy ? QStringLiteral("np.concatenate") : QStringLiteral("torch.cat"));
}

} // namespace

QString stackCode(const LayerStack &stack, int positions, CodeLanguage language)
{
    if (const QString error = validationError(stack, positions); !error.isEmpty())
        throw InvalidParameter(error);
    QStringList layers;
    for (const StackLayer &layer : stack.layers)
        layers.append(QStringLiteral("(\"%1\", %2)").arg(layerKindName(layer.kind)).arg(layer.span));
    const QString mask = QStringLiteral(
        "def layer_mask(kind, span):  # as masking_utils.py in Hugging Face's transformers\n"
        "    mask = j <= i  # causal_mask_function: kv_idx <= q_idx\n"
        "    if kind == \"sliding\":  # sliding_window_overlay: kv_idx > q_idx - sliding_window\n"
        "        mask = mask & (j > i - span)\n"
        "    if kind == \"chunked\":  # chunked_overlay: kv_idx // chunk_size == q_idx // chunk_size\n"
        "        mask = mask & (j // span == i // span)\n"
        "    return mask\n");
    return QStringLiteral("# Each layer's mask and which keys reach each query after it, over %1 positions.\n").arg(positions)
           + reachLoopCode(positions, QStringLiteral("[%1]").arg(layers.join(QStringLiteral(", "))), mask, language);
}

QString streamingCode(int positions, int sinks, int window, int layers, CodeLanguage language)
{
    if (positions < 1 || sinks < 0 || window < 1 || layers < 1)
        throw InvalidParameter(QStringLiteral("streamingCode needs positions, window and layers of at least 1 and sinks of at least 0"));
    const QString mask = QStringLiteral(
        "start_size, recent_size = %1, %2\n"
        "def layer_mask(kind, span):  # StreamingLLM's StartRecentKVCache in every layer (streaming_llm/kv_cache.py)\n"
        "    return (j <= i) & ((j < start_size) | (j > i - recent_size))  # the first start_size keys and the last recent_size\n")
                             .arg(sinks).arg(window);
    return QStringLiteral("# StreamingLLM's cache in every layer: what reaches each query, over %1 positions.\n").arg(positions)
           + reachLoopCode(positions, QStringLiteral("[(\"cache\", %1)] * %2").arg(window).arg(layers), mask, language);
}

} // namespace pe
