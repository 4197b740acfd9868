#pragma once
// What attention can reuse from one computation to the next, held by whoever computes it again
// and again (the Attention Lab): the random W_Q and W_K, and the sentences' embeddings and
// encodings with their products by them. Computing without a cache gives the same numbers.

#include "attention/attention.h"

#include <functional>
#include <memory>
#include <utility>
#include <vector>

namespace pe {

/// An input part M (n × D) of attention, the embeddings E or the encoding PE, with M·W_Q and
/// M·W_K when the projections are random. Q = (E + w·PE)·W_Q = E·W_Q + w·(PE·W_Q): with the
/// products kept, a new position weight costs an (n × D) sum instead of two (n × D)·(D × D)
/// products per sentence.
struct AttentionInputPart
{
    Matrix value;             ///< (n × D) M
    QList<bool> fromVectors;  ///< (n) embeddings only: which rows are the word vectors' own
    Matrix query;             ///< (n × D) M·W_Q, or empty
    Matrix key;               ///< (n × D) M·W_K, or empty
};

/// What decides a sentence's embeddings part.
struct EmbeddingKey
{
    QStringList tokens;
    int dModel;
    quint64 seed;
    std::shared_ptr<const WordVectors> vectors;
    bool projected;
    bool operator==(const EmbeddingKey &) const = default;
};

/// What decides an encoding part.
struct EncodingKey
{
    Scheme scheme;
    int dModel;
    int positions;
    double base;
    Layout layout;
    int maxLen;
    quint64 seed;
    bool projected;
    int offset;  ///< the row the first word reads
    bool operator==(const EncodingKey &) const = default;
};

/// The last two parts of each kind asked for (the lab's two sentences, or their two lengths)
/// and the projections of the last (D, seed). Not thread-safe: one owner, one thread.
class AttentionCache
{
public:
    /// W_Q and W_K for (D, seed), drawn when another (D, seed) than last time is asked for:
    /// the lab asks for them four times a frame, and drawing 2·D² normal numbers each time
    /// would cost more than the attention itself.
    const RandomProjections &projections(int dModel, quint64 seed);

    using MakePart = std::function<AttentionInputPart()>;
    std::shared_ptr<const AttentionInputPart> embeddings(const EmbeddingKey &key, const MakePart &make)
    {
        return recent(m_embeddings, key, make);
    }
    std::shared_ptr<const AttentionInputPart> encoding(const EncodingKey &key, const MakePart &make)
    {
        return recent(m_encodings, key, make);
    }

private:
    template <typename Key>
    using Recent = std::vector<std::pair<Key, std::shared_ptr<const AttentionInputPart>>>;

    template <typename Key>
    static std::shared_ptr<const AttentionInputPart> recent(Recent<Key> &parts, const Key &key, const MakePart &make)
    {
        for (const auto &[known, part] : parts)
            if (known == key)
                return part;
        auto part = std::make_shared<const AttentionInputPart>(make());
        parts.insert(parts.begin(), {key, part});
        if (parts.size() > 2)
            parts.pop_back();
        return part;
    }

    RandomProjections m_projections;
    Recent<EmbeddingKey> m_embeddings;
    Recent<EncodingKey> m_encodings;
};

} // namespace pe
