#pragma once
// attentionForward() and attentionBackward() for the dot and scaled scores without Shaw's
// vectors, the common case: each head of all B sentences at once, the sentences side by side in
// the vector lanes (kernels::laneAttention()), read and written where the activations are (their
// rows are token by token, the sentences innermost), instead of B·H tiny products of Eigen's. The
// Eigen path stays for the other scores, and is the reference the lanes are checked against
// (test_layer_gradients: the dot score against bilinear with W = I).

#include "training/layers.h"

namespace pe {

/// Whether attentionForward() and attentionBackward() take the lanes for this shape.
bool lanesApply(const AttentionShape &shape);
void laneAttentionForward(Matrix &out, Matrix &weights, const Matrix &q, const Matrix &k, const Matrix &v,
                          const AttentionShape &shape);
void laneAttentionBackward(Matrix &dq, Matrix &dk, Matrix &dv, Matrix *dBias, const Matrix &dOut, const Matrix &q,
                           const Matrix &k, const Matrix &v, const Matrix &weights, const AttentionShape &shape);

} // namespace pe
