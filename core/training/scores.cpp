#include "training/scores.h"

#include <cmath>

namespace pe {

namespace {

using RowVector = Eigen::RowVectorXd;

int relationCount(const ScoreShape &shape)
{
    return 2 * shape.clip + 1;
}

// r + k for the relation r = clip(j − i, −k, k) of query i and key j: its row among a head's K.
int relation(int i, int j, const ScoreShape &shape)
{
    return relationRow(i, j, shape.clip);
}

// Head h's rows of a tensor that stacks the heads' rows of `rows` each.
template <typename Stacked>
auto headRows(Stacked &stacked, int head, Eigen::Index rows)
{
    return stacked.middleRows(Eigen::Index(head) * rows, rows);
}

// dot, scaled and bilinear are linear in the key: S = c·q̃·(K + A)ᵀ with q̃ = q, or q·W_h for bilinear.
double linearScale(const ScoreShape &shape, Eigen::Index width)
{
    return linearScale(shape.score, width);
}

Matrix linearQueries(const ConstBlock &q, int head, const ScoreShape &shape)
{
    if (shape.score != Score::Bilinear)
        return q;
    return q * headRows(shape.weights->bilinear, head, q.cols());
}

void linearForward(Matrix &scores, const ConstBlock &q, const ConstBlock &k, int head, const ScoreShape &shape)
{
    const Matrix queries = linearQueries(q, head, shape);
    scores.noalias() = queries * k.transpose();
    if (shape.relativeKeys) {
        // q̃_i·a_r for every relation once, then each pair takes its relation's.
        const Matrix byRelation = queries * headRows(*shape.relativeKeys, head, relationCount(shape)).transpose();
        for (Eigen::Index j = 0; j < scores.cols(); ++j)
            for (Eigen::Index i = 0; i < scores.rows(); ++i)
                scores(i, j) += byRelation(i, relation(int(i), int(j), shape));
    }
    scores *= linearScale(shape, q.cols());
}

void linearBackward(MutableBlock dq, MutableBlock dk, const ScoreGradients &gradients, const Matrix &dScores,
                    const ConstBlock &q, const ConstBlock &k, int head, const ScoreShape &shape)
{
    const Matrix queries = linearQueries(q, head, shape);
    const Matrix dS = dScores * linearScale(shape, q.cols());
    Matrix dQueries = dS * k;
    dk.noalias() += dS.transpose() * queries;
    if (shape.relativeKeys) {
        const int count = relationCount(shape);
        const Matrix byRelation = sumByRelation(dS, shape.clip);
        dQueries.noalias() += byRelation * headRows(*shape.relativeKeys, head, count);
        if (gradients.relativeKeys)
            headRows(*gradients.relativeKeys, head, count).noalias() += byRelation.transpose() * queries;
    }
    if (shape.score != Score::Bilinear) {
        dq += dQueries;
        return;
    }
    dq.noalias() += dQueries * headRows(shape.weights->bilinear, head, q.cols()).transpose();
    headRows(gradients.weights->bilinear, head, q.cols()).noalias() += q.transpose() * dQueries;
}

// Key j as query i sees it: k_j, plus a_{h,r(i,j)} with Shaw's keys; `projected` (K × d) are the
// head's relative keys as `keys` are (after W₂ for additive), null without Shaw.
void pairKey(RowVector &key, const ConstBlock &keys, const Matrix *projected, int i, int j, const ScoreShape &shape)
{
    key = keys.row(j);
    if (projected)
        key += projected->row(relation(i, j, shape));
}

const Matrix *headRelativeKeys(Matrix &storage, int head, const ScoreShape &shape)
{
    if (!shape.relativeKeys)
        return nullptr;
    storage = headRows(*shape.relativeKeys, head, relationCount(shape));
    return &storage;
}

void cosineForward(Matrix &scores, const ConstBlock &q, const ConstBlock &k, int head, const ScoreShape &shape)
{
    Matrix relative;
    const Matrix *relativeKeys = headRelativeKeys(relative, head, shape);
    RowVector key;
    scores.resize(q.rows(), k.rows());
    for (Eigen::Index i = 0; i < q.rows(); ++i) {
        const double queryLength = q.row(i).norm();
        for (Eigen::Index j = 0; j < k.rows(); ++j) {
            pairKey(key, k, relativeKeys, int(i), int(j), shape);
            const double lengths = queryLength * key.norm();
            scores(i, j) = lengths > 0.0 ? q.row(i).dot(key) / lengths : 0.0;
        }
    }
}

void cosineBackward(MutableBlock dq, MutableBlock dk, const ScoreGradients &gradients, const Matrix &dScores,
                    const ConstBlock &q, const ConstBlock &k, int head, const ScoreShape &shape)
{
    Matrix relative;
    const Matrix *relativeKeys = headRelativeKeys(relative, head, shape);
    RowVector key, dKey;
    for (Eigen::Index i = 0; i < q.rows(); ++i) {
        const double queryLength = q.row(i).norm();
        for (Eigen::Index j = 0; j < k.rows(); ++j) {
            pairKey(key, k, relativeKeys, int(i), int(j), shape);
            const double keyLength = key.norm();
            const double lengths = queryLength * keyLength;
            const double g = dScores(i, j);
            if (lengths == 0.0 || g == 0.0)  // a score held at 0, or one that no weight used
                continue;
            const double score = q.row(i).dot(key) / lengths;
            dq.row(i) += g * (key / lengths - score / (queryLength * queryLength) * q.row(i));
            dKey = g * (q.row(i) / lengths - score / (keyLength * keyLength) * key);
            dk.row(j) += dKey;
            if (relativeKeys && gradients.relativeKeys)
                gradients.relativeKeys->row(Eigen::Index(head) * relationCount(shape) + relation(int(i), int(j), shape)) += dKey;
        }
    }
}

// The additive score's inputs after its weights: q·W₁, k·W₂ and, with Shaw, a·W₂.
struct AdditiveTerms
{
    Matrix queries, keys, relative;
    const Matrix *relativeKeys = nullptr;
};

AdditiveTerms additiveTerms(const ConstBlock &q, const ConstBlock &k, int head, const ScoreShape &shape)
{
    const Eigen::Index width = q.cols();
    AdditiveTerms terms{q * headRows(shape.weights->w1, head, width), k * headRows(shape.weights->w2, head, width), {}};
    if (shape.relativeKeys) {
        terms.relative = headRows(*shape.relativeKeys, head, relationCount(shape)) * headRows(shape.weights->w2, head, width);
        terms.relativeKeys = &terms.relative;
    }
    return terms;
}

void additiveForward(Matrix &scores, const ConstBlock &q, const ConstBlock &k, int head, const ScoreShape &shape)
{
    const AdditiveTerms terms = additiveTerms(q, k, head, shape);
    const auto v = shape.weights->v.row(head);
    RowVector key;
    scores.resize(q.rows(), k.rows());
    for (Eigen::Index i = 0; i < q.rows(); ++i)
        for (Eigen::Index j = 0; j < k.rows(); ++j) {
            pairKey(key, terms.keys, terms.relativeKeys, int(i), int(j), shape);
            scores(i, j) = ((terms.queries.row(i) + key).array().tanh() * v.array()).sum();
        }
}

void additiveBackward(MutableBlock dq, MutableBlock dk, const ScoreGradients &gradients, const Matrix &dScores,
                      const ConstBlock &q, const ConstBlock &k, int head, const ScoreShape &shape)
{
    const Eigen::Index width = q.cols();
    const AdditiveTerms terms = additiveTerms(q, k, head, shape);
    const auto v = shape.weights->v.row(head);
    Matrix dQueries = Matrix::Zero(q.rows(), width), dKeys = Matrix::Zero(k.rows(), width);
    Matrix dRelative = Matrix::Zero(terms.relative.rows(), width);
    RowVector key, t, e;
    for (Eigen::Index i = 0; i < q.rows(); ++i)
        for (Eigen::Index j = 0; j < k.rows(); ++j) {
            const double g = dScores(i, j);
            if (g == 0.0)
                continue;
            pairKey(key, terms.keys, terms.relativeKeys, int(i), int(j), shape);
            t = (terms.queries.row(i) + key).array().tanh();
            gradients.weights->v.row(head) += g * t;
            e = g * (1.0 - t.array().square()) * v.array();
            dQueries.row(i) += e;
            dKeys.row(j) += e;
            if (terms.relativeKeys)
                dRelative.row(relation(int(i), int(j), shape)) += e;
        }
    const auto w1 = headRows(shape.weights->w1, head, width);
    const auto w2 = headRows(shape.weights->w2, head, width);
    dq.noalias() += dQueries * w1.transpose();
    dk.noalias() += dKeys * w2.transpose();
    headRows(gradients.weights->w1, head, width).noalias() += q.transpose() * dQueries;
    headRows(gradients.weights->w2, head, width).noalias() += k.transpose() * dKeys;
    if (!terms.relativeKeys)
        return;
    const auto relativeKeys = headRows(*shape.relativeKeys, head, relationCount(shape));
    headRows(gradients.weights->w2, head, width).noalias() += relativeKeys.transpose() * dRelative;
    if (gradients.relativeKeys)
        headRows(*gradients.relativeKeys, head, relationCount(shape)).noalias() += dRelative * w2.transpose();
}

// One entry per score function, in the order of Score.
struct TrainingScore
{
    void (*forward)(Matrix &, const ConstBlock &, const ConstBlock &, int, const ScoreShape &);
    void (*backward)(MutableBlock, MutableBlock, const ScoreGradients &, const Matrix &, const ConstBlock &,
                     const ConstBlock &, int, const ScoreShape &);
};

constexpr TrainingScore kTrainingScores[] = {
    {linearForward, linearBackward},      // dot
    {linearForward, linearBackward},      // scaled
    {additiveForward, additiveBackward},  // additive
    {linearForward, linearBackward},      // bilinear
    {cosineForward, cosineBackward},      // cosine
};

} // namespace

double linearScale(Score score, Eigen::Index width)
{
    return score == Score::Scaled ? 1.0 / std::sqrt(double(width)) : 1.0;
}

Matrix sumByRelation(const ConstBlock &pairs, int clip)
{
    Matrix summed = Matrix::Zero(pairs.rows(), 2 * clip + 1);
    for (Eigen::Index j = 0; j < pairs.cols(); ++j)
        for (Eigen::Index i = 0; i < pairs.rows(); ++i)
            summed(i, relationRow(int(i), int(j), clip)) += pairs(i, j);
    return summed;
}

ScoreParameters scoreParameterShapes(Score score, int heads, int width)
{
    ScoreParameters shapes;
    const Eigen::Index rows = Eigen::Index(heads) * width;
    if (score == Score::Additive) {
        shapes.w1.resize(rows, width);
        shapes.w2.resize(rows, width);
        shapes.v.resize(heads, width);
    }
    if (score == Score::Bilinear)
        shapes.bilinear.resize(rows, width);
    return shapes;
}

void headScoresForward(Matrix &scores, const ConstBlock &q, const ConstBlock &k, int head, const ScoreShape &shape)
{
    kTrainingScores[int(shape.score)].forward(scores, q, k, head, shape);
}

void headScoresBackward(MutableBlock dq, MutableBlock dk, const ScoreGradients &gradients, const Matrix &dScores,
                        const ConstBlock &q, const ConstBlock &k, int head, const ScoreShape &shape)
{
    kTrainingScores[int(shape.score)].backward(dq, dk, gradients, dScores, q, k, head, shape);
}

} // namespace pe
