#pragma once
// How a scheme enters a model, apart from the rest of its table entry (schemes/table.h): the
// training core needs these two enums alone, not the whole table.

namespace pe {

/// Where a scheme puts position information.
enum class SchemeKind {
    AddedToWords,           ///< an (L × D) matrix added to (or multiplied with) the word vectors
    RotatesQueriesAndKeys,  ///< nothing added; queries and keys are rotated (RoPE)
    BiasesScores,           ///< nothing added; a bias on the attention scores (ALiBi, T5)
    RelativeKeys,           ///< nothing added; each key gets a vector for its distance to the query (Shaw)
};

/// What a model of the Training Lab learns for a scheme, besides its word vectors and blocks.
enum class TrainedPart {
    Nothing,          ///< a fixed matrix, rotation or bias (sinusoidal, integer, …, RoPE, ALiBi)
    PositionTable,    ///< one vector per position, rows up to the training length (learned)
    BucketValues,     ///< one value per head and bucket of j − i, shared by the blocks (T5)
    RelativeVectors,  ///< each block's vectors per head and clipped j − i, for keys and values (Shaw)
};

} // namespace pe
