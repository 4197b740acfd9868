#pragma once
// The Images and Video tab: positions beyond a line. A picture cut into patches (PatchGridView) and
// a strip of text, images and video with Qwen's multimodal RoPE ids (MultimodalPositionsView), each
// on a page of its own, both following AppState's GridSettings.

#include "classroom/code_dialog.h"

#include <QWidget>

class AppState;
class MultimodalPositionsView;
class PatchGridView;
class QTabWidget;

class GridView : public QWidget
{
    Q_OBJECT
public:
    explicit GridView(AppState *state, QWidget *parent = nullptr);

    QTabWidget *pages() const { return m_pages; }
    PatchGridView *patches() const { return m_patches; }
    MultimodalPositionsView *tokens() const { return m_tokens; }
    /// Show Code's scripts for the page shown.
    QList<CodeSource> codeSources() const;

private:
    /// The views set from the state's GridSettings.
    void followState();
    void followPatches();
    void followTokens();
    /// The state told what the views show, unless they are following it.
    void keepState();

    AppState *m_state;
    QTabWidget *m_pages;
    PatchGridView *m_patches;
    MultimodalPositionsView *m_tokens;
    QString m_pictureFile;    // the file the patch grid shows, empty for the app's own picture
    bool m_following = false;
};
