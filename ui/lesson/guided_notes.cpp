#include "lesson/guided_notes.h"

#include <QCoreApplication>

namespace {

struct GuidedNotes
{
    Q_DECLARE_TR_FUNCTIONS(GuidedNotes)
};

} // namespace

QList<StepNotes> guidedLessonNotes()
{
    return {
        // Word order matters
        {GuidedNotes::tr("“Dog bit man” and “man bit dog” use the same three words. Do they mean the same? What must a model know "
                         "to tell them apart?"),
         GuidedNotes::tr("No: who bit whom is turned around. The model must know where each word stands: its position."), 1},
        // Attention alone cannot see the order
        {GuidedNotes::tr("On the left, take the row of “tigers” in sentence A and find the row of “tigers” in sentence B. What do you notice?"),
         GuidedNotes::tr("The same numbers, in other places: B's map is A's map reordered, as the verdict says. Without position, "
                         "attention cannot tell the two sentences apart."), 2},
        // The formula, worked out
        {GuidedNotes::tr("Position 2 is (sin 2, cos 2, sin 0.02, cos 0.02). Where does the 0.02 come from?"),
         GuidedNotes::tr("From 2 / 10000^(2·1/4) = 2 / 100: the second pair of dimensions turns a hundred times more slowly "
                         "than the first. The formula panel works out dimension 3 and lists the four numbers of position 2."), 2},
        // Waves of different speeds
        {GuidedNotes::tr("Which of the three waves repeats the fastest?"),
         GuidedNotes::tr("Dimension 2, the top one: its wavelength λ in the legend is the shortest. The higher the dimension, "
                         "the longer the wave, like the second, minute and hour hands of a clock."), 1},
        // Two positions, two vectors
        {GuidedNotes::tr("Bottom left, positions 1 and 5: do their vectors differ most in the first pairs or in the last ones?"),
         GuidedNotes::tr("In the first pairs: the fast waves turn a lot in four positions. The last pairs hardly move, so "
                         "there the two vectors are almost the same."), 1},
        // Fast on the left, slow on the right
        {GuidedNotes::tr("Follow one column on the left and one on the right down the rows: which changes faster, and what is each good for?"),
         GuidedNotes::tr("The left columns change from row to row and tell neighbours apart; the right ones change slowly and "
                         "tell where in a long text a word is."), 1},
        // Similarity depends only on the distance
        {GuidedNotes::tr("Bottom right: are two positions four apart as alike at the start as at the end?"),
         GuidedNotes::tr("Yes: the picture is the same along each diagonal, so similarity depends only on the distance. The "
                         "formula panel checks it over every position."), 1},
        // With position, attention sees the order
        {GuidedNotes::tr("Now the right column: are its two maps still the same numbers, reordered?"),
         GuidedNotes::tr("No: with the encoding added to each word they are not, and the verdict above them says the orders differ."), 1},
        // Why not something simpler?
        {GuidedNotes::tr("Why not simply number the positions 0, 1, 2, … or write them in binary?"),
         GuidedNotes::tr("Plain numbers grow without bound and drown the word; divided by the length they change meaning with "
                         "it; binary (right) jumps from row to row, so neighbours are not alike."), 1},
        // A learned table has an end
        {GuidedNotes::tr("What does a model with a learned table do with a text longer than max_len?"),
         GuidedNotes::tr("It cannot read it: past max_len the table has no rows (the blank ones). The sines and cosines have a "
                         "vector for every position."), 1},
        // Train a model without position
        {GuidedNotes::tr("Before the curve rises, a show of hands: will the model without position learn who did it?"),
         GuidedNotes::tr("No: its accuracy stays on the chance line. “the dog bit the man” and “the man bit the dog” are the "
                         "same words to it."), 1},
        // The same model, with position
        {GuidedNotes::tr("Which curve will leave the chance line? After training, type a sentence under Try it, then swap its nouns."),
         GuidedNotes::tr("The sinusoidal model's curve rises, the one without position stays at chance; with position the "
                         "other order gets the other answer."), 2},
        // A learned table cannot read longer sentences
        {GuidedNotes::tr("Both models trained on sentences of up to 8 words. What will each do with a sentence of 12?"),
         GuidedNotes::tr("The learned table has no row past 8: that model cannot read the sentence (the gap in the length chart). "
                         "The waves have a vector there; the notes under the chart say how well it answers."), 2},
        // Modern models: rotate instead of add
        {GuidedNotes::tr("RoPE adds nothing to the words. How can attention still see the order?"),
         GuidedNotes::tr("It turns each query and key by an angle that grows with the position, so a score depends on how far "
                         "apart two words are: the two maps on the right differ."), 1},
        // 2017 → 2026: no position at all
        {GuidedNotes::tr("Which run will find the symbol before: the one without the mask or the one with it (dashed)? Neither has any position."),
         GuidedNotes::tr("The one with the mask rises far above the other: what a symbol can see grows by one with its place, "
                         "and that is enough to count. Without the mask every order of the symbols looks the same to the model."), 2},
        // 2017 → 2026: a sink for attention
        {GuidedNotes::tr("If a word may give part of its attention to nothing, do its weights still add up to 1?"),
         GuidedNotes::tr("No: each row sums to 1 less what the sink took, which the verdicts give. A head that has nothing to "
                         "look for can put its attention there instead of on the first word."), 1},
        // 2026: positions beyond a line
        {GuidedNotes::tr("Before you click: which patches will be most like the chosen one, those beside it, above and below it, or on its diagonal?"),
         GuidedNotes::tr("The four beside, above and below it, all four equally: half of the vector follows the column, half the "
                         "row, and a step along either changes one half only. The sentences give the numbers."), 1},
        // Your turn: predict, then check
        {GuidedNotes::tr("Before anyone presses Check, everyone commits to an answer: hands up or voting cards."),
         GuidedNotes::tr("Check shows the answer and why. For the whole class, Class mode for a projector: S starts the "
                         "countdown, R reveals the answer."), 2},
    };
}
