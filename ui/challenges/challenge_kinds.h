#pragma once
// How the Challenges tab shows each kind of question, one row per kind: its picture, the
// picture's size on a worksheet, and the view its Show Me opens. The core's table
// (core/challenges/questions.cpp) makes the questions; this one is read by the picture, the
// worksheet and Show Me, so a new kind is a row in each table.

#include "challenges/questions.h"

#include <QSize>
#include <QString>

class AppState;
class QuestionPicture;

struct ChallengeKindView
{
    pe::ChallengeKind kind;
    /// Draws a question's picture; null for a kind whose prompt is the whole setting (a number
    /// to work out, positions to compare, two sentences, a run).
    void (QuestionPicture::*draw)(const pe::Question &question);
    /// The picture on paper, in pixels of 1/96 inch, and on a compact worksheet: as large as its
    /// content needs, the circle square, a heatmap's 16 x 16 cells about square beside their colour
    /// scale, curves and bars wide.
    QSize paper, compactPaper;
    /// Sets the state up at the question and returns the view that answers it (see showMe()).
    QString (*showMe)(const pe::Question &question, AppState *state);
};

/// The row of a kind; every pe::allChallengeKinds() has one.
const ChallengeKindView &challengeKindView(pe::ChallengeKind kind);
