// The tokenizer on the sentences students type (English, Chinese, Japanese, Korean, Arabic,
// Hebrew, emoji), and the property that makes it safe: no text is lost, nothing overlaps.

#include "math/translate.h"
#include "text/tokenizer.h"

#include <QtTest>
#include <random>

struct TokenizerCase
{
    const char *name;
    QString input;
    bool lowerCase;
    QStringList expected;
};

// Shared by the table of expected tokens and the property test.
static QList<TokenizerCase> tokenizerCases()
{
    return {
        {"English sentence with punctuation", QStringLiteral("Tigers love rabbits."), true,
         {"tigers", "love", "rabbits", "."}},
        {"lower-casing off", QStringLiteral("Tigers love Rabbits."), false, {"Tigers", "love", "Rabbits", "."}},
        {"don't stays one word", QStringLiteral("I don't know"), true, {"i", "don't", "know"}},
        {"typographic apostrophe stays inside", QStringLiteral("don\u2019t"), true, {"don\u2019t"}},
        {"apostrophes between letters, twice", QStringLiteral("rock'n'roll"), true, {"rock'n'roll"}},
        {"apostrophe after a word is punctuation", QStringLiteral("the students' books"), true,
         {"the", "students", "'", "books"}},
        {"apostrophe after a digit is punctuation", QStringLiteral("90's"), true, {"90", "'", "s"}},
        {"quoted word", QStringLiteral("'hi'"), true, {"'", "hi", "'"}},
        {"digits: GPT-2", QStringLiteral("GPT-2"), true, {"gpt", "-", "2"}},
        {"decimal number", QStringLiteral("3.14"), true, {"3", ".", "14"}},
        {"letters and digits form one word", QStringLiteral("mp3 x2"), true, {"mp3", "x2"}},
        {"Chinese: one token per ideograph", QStringLiteral("我爱北京天安门"), true,
         {"我", "爱", "北", "京", "天", "安", "门"}},
        {"Chinese: 我爱你", QStringLiteral("我爱你"), true, {"我", "爱", "你"}},
        {"Chinese punctuation", QStringLiteral("你好，世界。"), true, {"你", "好", "，", "世", "界", "。"}},
        {"mixed English and Chinese", QStringLiteral("I 爱 NLP!"), true, {"i", "爱", "nlp", "!"}},
        {"Chinese glued to Latin", QStringLiteral("AI和我"), true, {"ai", "和", "我"}},
        {"Japanese hiragana and katakana", QStringLiteral("ひらがなカタカナ"), true,
         {"ひ", "ら", "が", "な", "カ", "タ", "カ", "ナ"}},
        {"Japanese prolonged sound mark", QStringLiteral("コーヒー"), true, {"コ", "ー", "ヒ", "ー"}},
        {"Hangul syllables", QStringLiteral("안녕 하세요"), true, {"안", "녕", "하", "세", "요"}},
        {"Arabic words (right to left)", QStringLiteral("مرحبا بالعالم"), true, {"مرحبا", "بالعالم"}},
        {"Hebrew words (right to left)", QStringLiteral("שלום עולם!"), true, {"שלום", "עולם", "!"}},
        {"Hebrew with a right-to-left mark", QStringLiteral("שלום\u200F"), true, {"שלום", "\u200F"}},
        {"emoji after a word", QStringLiteral("good\U0001F44D"), true, {"good", "\U0001F44D"}},
        {"ZWJ family is one token", QStringLiteral("a \U0001F468\u200D\U0001F469\u200D\U0001F467 b"), true,
         {"a", "\U0001F468\u200D\U0001F469\u200D\U0001F467", "b"}},
        {"skin-tone modifier stays with its emoji", QStringLiteral("\U0001F44D\U0001F3FD"), true,
         {"\U0001F44D\U0001F3FD"}},
        {"flag is one token", QStringLiteral("\U0001F1E8\U0001F1F3"), true, {"\U0001F1E8\U0001F1F3"}},
        {"two flags are two tokens", QStringLiteral("\U0001F1E8\U0001F1F3\U0001F1EB\U0001F1F7"), true,
         {"\U0001F1E8\U0001F1F3", "\U0001F1EB\U0001F1F7"}},
        {"keycap emoji is not part of a word", QStringLiteral("top1\uFE0F\u20E3"), true, {"top", "1\uFE0F\u20E3"}},
        {"combining accent stays in the word", QStringLiteral("Cafe\u0301 au lait"), true,
         {"cafe\u0301", "au", "lait"}},
        {"combining mark after a space is kept", QStringLiteral("a \u0301"), true, {"a", "\u0301"}},
        {"empty string", QString(), true, {}},
        {"spaces, tabs and newlines only", QStringLiteral("  \t\n\r\n \u00A0"), true, {}},
        {"no-break space separates", QStringLiteral("a\u00A0b"), true, {"a", "b"}},
        {"control character is its own token", QStringLiteral("a\u0001b"), true, {"a", "\u0001", "b"}},
        {"zero-width space is its own token", QStringLiteral("a\u200Bb"), true, {"a", "\u200B", "b"}},
        {"replacement character from invalid UTF-8", QString::fromUtf8("a\xff b"), true, {"a", "\uFFFD", "b"}},
        {"lone surrogate", QStringLiteral("a") + QChar(0xD800) + QStringLiteral("b"), true,
         {"a", QString(QChar(0xD800)), "b"}},
    };
}

// Code points that stress the tokenizer: word parts, separators, marks, joiners, emoji parts,
// CJK, right-to-left letters, controls. A random string mixes them with arbitrary code points.
static QString randomMixedString(std::mt19937 &generator)
{
    static const std::vector<char32_t> interesting = {
        U'a', U'Z', U'7', U' ', U'\t', U'\n', U'\r', U'.', U'\'', U'\u2019', U'-', U'\u00A0',
        U'\u0301', U'\u200D', U'\uFE0F', U'\u20E3', U'\u200B', U'\u200F', U'\u0001', U'\uFFFD', U'\u0600',
        U'\U0001F44D', U'\U0001F3FD', U'\U0001F1E8', U'\U0001F1F3', U'\U0001F468', U'\U0001F469',
        U'我', U'あ', U'ー', U'カ', U'가', U'\u1100', U'\u1161', U'م', U'ש', U'é',
    };
    const int length = 1 + int(generator() % 40);
    std::vector<char32_t> codePoints;
    for (int k = 0; k < length; ++k) {
        char32_t c = interesting[generator() % interesting.size()];
        if (generator() % 4 == 0) {
            c = char32_t(generator() % 0x110000);
            if (c >= 0xD800 && c <= 0xDFFF)  // surrogates are not code points
                c = U'x';
        }
        codePoints.push_back(c);
    }
    return QString::fromUcs4(codePoints.data(), qsizetype(codePoints.size()));
}

class TestTokenizer : public QObject
{
    Q_OBJECT
private slots:
    void sentencesJoinAsTheLanguageWrites_data();
    void sentencesJoinAsTheLanguageWrites();
    void tokens_data();
    void tokens();
    void offsetsPointIntoInput();
    void noTextLostAndNoOverlap_data();
    void noTextLostAndNoOverlap();
};

void TestTokenizer::tokens_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<bool>("lowerCase");
    QTest::addColumn<QStringList>("expected");
    for (const TokenizerCase &row : tokenizerCases())
        QTest::newRow(row.name) << row.input << row.lowerCase << row.expected;
}

void TestTokenizer::tokens()
{
    QFETCH(QString, input);
    QFETCH(bool, lowerCase);
    QFETCH(QStringList, expected);
    QCOMPARE(pe::tokenTexts(pe::tokenize(input, {lowerCase})), expected);
}

void TestTokenizer::offsetsPointIntoInput()
{
    // "Tigers love rabbits." : T=0, l=7, r=12, '.'=19, in UTF-16 units.
    const QList<pe::Token> tokens = pe::tokenize(QStringLiteral("Tigers love rabbits."));
    QCOMPARE(tokens.size(), 4);
    const std::vector<std::pair<qsizetype, qsizetype>> expected = {{0, 6}, {7, 4}, {12, 7}, {19, 1}};
    for (qsizetype k = 0; k < tokens.size(); ++k) {
        QCOMPARE(tokens[k].start, expected[k].first);
        QCOMPARE(tokens[k].length, expected[k].second);
    }
    // An emoji outside the BMP takes two UTF-16 units.
    const QList<pe::Token> emoji = pe::tokenize(QStringLiteral("\U0001F44D ok"));
    QCOMPARE(emoji.size(), 2);
    QCOMPARE(emoji[0].length, 2);
    QCOMPARE(emoji[1].start, 3);
}

void TestTokenizer::noTextLostAndNoOverlap_data()
{
    QTest::addColumn<QString>("input");
    for (const TokenizerCase &row : tokenizerCases())
        QTest::newRow(row.name) << row.input;
    std::mt19937 generator(42);
    for (int k = 0; k < 200; ++k)
        QTest::newRow(qPrintable(QStringLiteral("random mixed string %1").arg(k))) << randomMixedString(generator);
}

void TestTokenizer::noTextLostAndNoOverlap()
{
    QFETCH(QString, input);
    // Every whitespace character is in the BMP, so dropping whitespace UTF-16 units is exact.
    QString withoutWhitespace;
    for (const QChar c : input)
        if (!c.isSpace())
            withoutWhitespace.append(c);

    for (const bool lowerCase : {false, true}) {
        const QList<pe::Token> tokens = pe::tokenize(input, {lowerCase});
        QString joined;
        qsizetype previousEnd = 0;
        for (const pe::Token &token : tokens) {
            QVERIFY2(token.length > 0, qPrintable(QStringLiteral("empty token at %1").arg(token.start)));
            QVERIFY2(token.start >= previousEnd, qPrintable(QStringLiteral("token at %1 overlaps or goes back").arg(token.start)));
            const QString original = input.mid(token.start, token.length);
            QCOMPARE(token.text, lowerCase ? original.toLower() : original);
            joined += original;
            previousEnd = token.start + token.length;
        }
        QVERIFY(previousEnd <= input.size());
        QCOMPARE(joined, withoutWhitespace);
    }
}

void TestTokenizer::sentencesJoinAsTheLanguageWrites_data()
{
    // English sentences take a space between them; Chinese ones none: 。 carries its own room.
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("next");
    QTest::addColumn<QString>("joined");
    QTest::newRow("english") << "It differs." << "Try RoPE." << "It differs. Try RoPE.";
    QTest::newRow("chinese") << "有差别。" << "试试 RoPE。" << "有差别。试试 RoPE。";
    QTest::newRow("chinese after a number") << "相差 0.5" << "——只因掩码" << "相差 0.5——只因掩码";
    QTest::newRow("nothing first") << "" << "Try RoPE." << "Try RoPE.";
    QTest::newRow("nothing next") << "It differs." << "" << "It differs.";
}

void TestTokenizer::sentencesJoinAsTheLanguageWrites()
{
    QFETCH(QString, first);
    QFETCH(QString, next);
    QFETCH(QString, joined);
    QCOMPARE(pe::sentencesJoined(first, next), joined);
}

QTEST_APPLESS_MAIN(TestTokenizer)
#include "test_tokenizer.moc"
