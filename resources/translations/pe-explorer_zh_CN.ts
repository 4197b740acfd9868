<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ActionTable</name>
    <message>
        <location filename="../../ui/shell/action_table.cpp" line="30"/>
        <source>Arrow keys, Home, End</source>
        <translation>方向键、Home、End</translation>
    </message>
    <message>
        <location filename="../../ui/shell/action_table.cpp" line="30"/>
        <source>Move the slider that has the focus</source>
        <translation>移动当前获得焦点的滑块</translation>
    </message>
    <message>
        <location filename="../../ui/shell/action_table.cpp" line="31"/>
        <source>Mouse wheel, drag</source>
        <translation>鼠标滚轮、拖动</translation>
    </message>
    <message>
        <location filename="../../ui/shell/action_table.cpp" line="31"/>
        <source>Zoom and move a curve plot; double-click to reset it</source>
        <translation>缩放和移动曲线图；双击恢复原样</translation>
    </message>
    <message>
        <location filename="../../ui/shell/action_table.cpp" line="32"/>
        <source>Right click</source>
        <translation>右键单击</translation>
    </message>
    <message>
        <location filename="../../ui/shell/action_table.cpp" line="32"/>
        <source>Save a plot as PNG, SVG or PDF, or its matrix as CSV or .npy</source>
        <translation>把图表保存为 PNG、SVG 或 PDF，或把它的矩阵保存为 CSV 或 .npy</translation>
    </message>
    <message>
        <location filename="../../ui/shell/action_table.cpp" line="33"/>
        <source>Challenges: choose an answer, check it, then the next question</source>
        <translation>挑战：选择答案，核对，再进入下一题</translation>
    </message>
    <message>
        <location filename="../../ui/shell/action_table.cpp" line="33"/>
        <source>A to D, Enter</source>
        <translation>A 到 D、回车</translation>
    </message>
    <message>
        <location filename="../../ui/shell/action_table.cpp" line="34"/>
        <source>S, R, N</source>
        <translation>S、R、N</translation>
    </message>
    <message>
        <location filename="../../ui/shell/action_table.cpp" line="34"/>
        <source>Challenges in class mode: start the countdown, reveal the answer, next question</source>
        <translation>课堂模式的挑战：开始倒计时、揭晓答案、下一题</translation>
    </message>
</context>
<context>
    <name>AttentionLab</name>
    <message>
        <location filename="../../ui/attention_lab/attention_lab.cpp" line="215"/>
        <source>Sentence A</source>
        <translation>句子 A</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_lab.cpp" line="215"/>
        <source>Sentence B</source>
        <translation>句子 B</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_lab.cpp" line="221"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_lab.cpp" line="86"/>
        <source>Sentence A: %1</source>
        <translation>句子 A：%1</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_lab.cpp" line="88"/>
        <source>Sentence B: %1</source>
        <translation>句子 B：%1</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_lab.cpp" line="121"/>
        <source>This model cannot read sentence A. %1</source>
        <translation>这个模型读不了句子 A。%1</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_lab.cpp" line="123"/>
        <source>This model cannot read sentence B. %1</source>
        <translation>这个模型读不了句子 B。%1</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_lab.cpp" line="164"/>
        <source>The two sentences do not hold the same tokens, so they cannot be matched word for word. Use the same words in another order to compare them.</source>
        <translation>两个句子包含的词元不同，无法逐词对应。请用相同的词、换一种顺序来比较。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_lab.cpp" line="211"/>
        <source>Training script: %1, its first %2 steps (PyTorch)</source>
        <translation>训练脚本：%1，前 %2 步（PyTorch）</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_lab.cpp" line="228"/>
        <source>Training script: %1 (PyTorch)</source>
        <translation>训练脚本：%1（PyTorch）</translation>
    </message>
</context>
<context>
    <name>AttentionMapGrid</name>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="60"/>
        <source>Sentence A</source>
        <translation>句子 A</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="60"/>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="203"/>
        <source>Sentence B</source>
        <translation>句子 B</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="71"/>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="294"/>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="365"/>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="60"/>
        <source>B minus A, word for word</source>
        <translation>B 减 A，逐词对应</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="71"/>
        <source>fixed scale</source>
        <translation>固定刻度</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="74"/>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="84"/>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="113"/>
        <source>Some words are left out of the maps&apos; labels: zoom in with the mouse wheel over a map, and double-click it to see it whole again.</source>
        <translation>图上的标签省略了部分词：把鼠标移到图上滚动滚轮可以放大，双击可恢复整张图。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="181"/>
        <source>&lt;b&gt;Without positional information&lt;/b&gt;</source>
        <translation>&lt;b&gt;不含位置信息&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="182"/>
        <source>&lt;b&gt;With positional information&lt;/b&gt;</source>
        <translation>&lt;b&gt;含位置信息&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="203"/>
        <source>Sentence B, in A&apos;s word order</source>
        <translation>句子 B（按 A 的词序）</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="228"/>
        <source>Without positional information</source>
        <translation>不含位置信息</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="228"/>
        <source>With positional information</source>
        <translation>含位置信息</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="251"/>
        <source>without positional information</source>
        <translation>不含位置信息</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="251"/>
        <source>with positional information</source>
        <translation>含位置信息</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="253"/>
        <source>Sentence A, %1: %2</source>
        <translation>句子 A，%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="254"/>
        <source>Sentence B in A&apos;s word order, %1: %2</source>
        <translation>句子 B（按 A 的词序），%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="255"/>
        <source>Sentence B, %1: %2</source>
        <translation>句子 B，%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="256"/>
        <source>B minus A, %1: %2 / %3</source>
        <translation>B 减 A，%1：%2 / %3</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="294"/>
        <source>B minus A</source>
        <translation>B 减 A</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="295"/>
        <source>query %1 &apos;%2&apos; → key %3 &apos;%4&apos;
%5 %6</source>
        <translation>查询 %1 “%2” → 键 %3 “%4”
%5 %6</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="323"/>
        <source>selected %1</source>
        <translation>已选中 %1</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="294"/>
        <location filename="../../ui/attention_lab/attention_map_grid.cpp" line="365"/>
        <source>score</source>
        <translation>分数</translation>
    </message>
</context>
<context>
    <name>BlockStrip</name>
    <message>
        <location filename="../../ui/attention_lab/block_strip.cpp" line="186"/>
        <source>same, reordered</source>
        <translation>相同，只是换了顺序</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_strip.cpp" line="186"/>
        <source>differs by %1</source>
        <translation>相差 %1</translation>
    </message>
</context>
<context>
    <name>BlockWindow</name>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="60"/>
        <source>With &amp;position</source>
        <translation>含位置信息(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="61"/>
        <source>Put the position &amp;beside the word vectors (d_model doubled)</source>
        <translation>把位置拼接在词向量旁边（d_model 加倍）(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="67"/>
        <source>Inside the block</source>
        <translation>注意力块内部</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="78"/>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="79"/>
        <source>B&amp;lock:</source>
        <translation>块(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="80"/>
        <source>&amp;Head:</source>
        <translation>头(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="92"/>
        <source>Stages of the block</source>
        <translation>注意力块的各个阶段</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="98"/>
        <source>value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="146"/>
        <source>untrained block (the lab&apos;s settings)</source>
        <translation>未训练的块（沿用实验室的设置）</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="148"/>
        <source>trained: %1</source>
        <translation>已训练：%1</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="195"/>
        <source>This model cannot read sentence A. %1</source>
        <translation>这个模型读不了句子 A。%1</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="195"/>
        <source>This model cannot read sentence B. %1</source>
        <translation>这个模型读不了句子 B。%1</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="203"/>
        <source>The model answers %1, %2 % sure.</source>
        <translation>模型的回答是“%1”，把握 %2%。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="295"/>
        <source>The two orders first differ at the stage &quot;%1&quot;; the sentence vectors differ by %2.</source>
        <translation>两种词序从“%1”这一阶段开始出现差别；两个句子向量相差 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="304"/>
        <source>&lt;b&gt;%1 of %2, head %3: %4&lt;/b&gt; — %5</source>
        <translation>&lt;b&gt;%2 第 %3 个头的%1：%4&lt;/b&gt;——%5</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="306"/>
        <source>&lt;b&gt;%1 of %2, head %3&lt;/b&gt; — %4</source>
        <translation>&lt;b&gt;%2 第 %3 个头的%1&lt;/b&gt;——%4</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="307"/>
        <source>&lt;b&gt;%1 of %2&lt;/b&gt; — %3</source>
        <translation>&lt;b&gt;%2 的%1&lt;/b&gt;——%3</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="325"/>
        <source>sentence A</source>
        <translation>句子 A</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="325"/>
        <source>sentence B</source>
        <translation>句子 B</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="197"/>
        <source>The model&apos;s learned table has %1 rows: a sentence of %2 words has no position past them.</source>
        <translation>该模型学到的位置表只有 %1 行，而句子有 %2 个词：多出来的词查不到位置。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="240"/>
        <source>The two sentences do not hold the same tokens: their stages are shown without a verdict.</source>
        <translation>两个句子的词元不相同：各阶段照常显示，但不给出比较结论。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="275"/>
        <source>No position enters this block.</source>
        <translation>这个块完全不接收位置信息。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="278"/>
        <source>Position enters at the input, beside the word vectors (marked in orange).</source>
        <translation>位置信息从输入处进入：拼接在词向量旁边（橙色标记）。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="279"/>
        <source>Position enters at the input, added to the word vectors (marked in orange); every later stage carries it.</source>
        <translation>位置信息从输入处进入：加到词向量上（橙色标记），之后的每个阶段都带着它。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="281"/>
        <source>Position entered at the model&apos;s input: this block reads it in its input (marked in orange).</source>
        <translation>位置信息在模型的输入处进入：这个块从自己的输入中读到它（橙色标记）。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="283"/>
        <source>Position enters inside attention: RoPE turns each head&apos;s queries and keys (marked in orange); the values never see it.</source>
        <translation>位置信息在注意力内部进入：RoPE 旋转每个头的查询和键（橙色标记）；值始终不含位置信息。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="285"/>
        <source>Position enters on the scores, from the offset j − i between the words (marked in orange); the vectors before it never see the order.</source>
        <translation>位置信息加在分数上，由两个词之间的偏移 j − i 决定（橙色标记）；在此之前的向量都不含词序信息。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="294"/>
        <source>Every stage of B is A&apos;s reordered, and the pooled sentence vector is the same: the block cannot tell the two orders apart.</source>
        <translation>B 的每个阶段都只是 A 的重新排列，汇聚后的句子向量也完全相同：这个块区分不了这两种词序。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="328"/>
        <source>Sentence A</source>
        <translation>句子 A</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="328"/>
        <source>Sentence B</source>
        <translation>句子 B</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="374"/>
        <source>sentence</source>
        <translation>句子</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="374"/>
        <location filename="../../ui/attention_lab/block_window.cpp" line="375"/>
        <source>&apos;%1&apos;</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="378"/>
        <source>%1, %2: %3</source>
        <translation>%1，%2：%3</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_window.cpp" line="378"/>
        <source>masked (−∞)</source>
        <translation>已掩蔽（−∞）</translation>
    </message>
</context>
<context>
    <name>ChallengeControls</name>
    <message>
        <location filename="../../ui/challenges/controls.cpp" line="30"/>
        <source>Try Again with &amp;New Numbers</source>
        <translation>换一组数字再来(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/controls.cpp" line="31"/>
        <source>Print &amp;Worksheet…</source>
        <translation>打印练习卷(&amp;W)…</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/controls.cpp" line="37"/>
        <source>Round</source>
        <translation>本轮</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/controls.cpp" line="40"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/controls.cpp" line="41"/>
        <source>From a first look at the encoding&apos;s waves to questions about attention and schemes.</source>
        <translation>从初识编码的波形，到关于注意力和各种方案的问题。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/controls.cpp" line="28"/>
        <source>Class mode for a &amp;projector</source>
        <translation>课堂模式（投影用）(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/controls.cpp" line="42"/>
        <source>Level:</source>
        <translation>级别：</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/controls.cpp" line="44"/>
        <source>The same seed gives the same questions: give a class one seed to compare, or each student their own.</source>
        <translation>相同的种子给出相同的题目：全班用同一个种子便于对照，也可以每个学生各用一个。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/controls.cpp" line="45"/>
        <source>&amp;Seed:</source>
        <translation>种子(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/controls.cpp" line="47"/>
        <source>Questions in a round.</source>
        <translation>一轮的题数。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/controls.cpp" line="48"/>
        <source>&amp;Questions:</source>
        <translation>题数(&amp;Q)：</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/controls.cpp" line="51"/>
        <source>Kinds of question</source>
        <translation>题型</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/controls.cpp" line="52"/>
        <source>Tick the kinds to ask; with none ticked the level asks its own.</source>
        <translation>勾选要出的题型；一个都不勾时按该级别默认的题型出题。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/controls.cpp" line="61"/>
        <source>A new round at this level with another seed.</source>
        <translation>用另一个种子在本级别开始新的一轮。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/controls.cpp" line="64"/>
        <source>In class</source>
        <translation>课堂</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/controls.cpp" line="66"/>
        <source>For a projector: large text, letters for hands or voting cards, a countdown you start with S, the answer revealed with R, N for the next question; no score is kept.</source>
        <translation>用于投影：大字显示，选项用字母标出，方便举手或举卡投票；按 S 开始倒计时，按 R 揭晓答案，按 N 进入下一题；不计分。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/controls.cpp" line="71"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/controls.cpp" line="72"/>
        <source>How long the class has to think before the answer may be revealed.</source>
        <translation>揭晓答案前全班思考的时间。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/controls.cpp" line="73"/>
        <source>Coun&amp;tdown:</source>
        <translation>倒计时(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/controls.cpp" line="74"/>
        <source>This round as a worksheet to print or save as PDF: the questions with their pictures, an answer sheet, and an answer key with explanations.</source>
        <translation>把本轮题目做成练习卷，可打印或存为 PDF：含配图的题目、答题卡，以及附解析的答案。</translation>
    </message>
</context>
<context>
    <name>ChallengesView</name>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="150"/>
        <source>Type a number, e.g. 0.84</source>
        <translation>输入一个数，例如 0.84</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="151"/>
        <source>Your answer</source>
        <translation>你的答案</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="158"/>
        <source>Open the view that answers this question, set up at it.</source>
        <translation>打开能解答这道题的视图，并调好相应的设置。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="159"/>
        <location filename="../../ui/challenges/challenges_view.cpp" line="313"/>
        <source>Ne&amp;xt Question</source>
        <translation>下一题(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="156"/>
        <location filename="../../ui/challenges/challenges_view.cpp" line="239"/>
        <source>Chec&amp;k</source>
        <translation>核对(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="157"/>
        <source>Sh&amp;ow Me</source>
        <translation>带我看看(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="182"/>
        <source>Try Again with New N&amp;umbers</source>
        <translation>换一组数字再来(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="183"/>
        <source>Play These Questions A&amp;gain</source>
        <translation>这些题再做一遍(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="205"/>
        <source>S: countdown · R: reveal · N: next</source>
        <translation>S：倒计时 · R：揭晓答案 · N：下一题</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="214"/>
        <source>Question %1 of %2 · level %3, %4</source>
        <translation>第 %1 题，共 %2 题 · 级别 %3，%4</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="239"/>
        <source>&amp;Reveal the Answer</source>
        <translation>揭晓答案(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="269"/>
        <source>Type your answer first, a number such as 0.84.</source>
        <translation>请先输入答案（一个数，例如 0.84）。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="270"/>
        <source>“%1” is not a number: type one such as 0.84 or -0.5.</source>
        <translation>“%1”不是一个数：请输入像 0.84 或 -0.5 这样的数。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="274"/>
        <source>Choose an answer first (the letters A to %1, or the arrow keys).</source>
        <translation>请先选择答案（字母 A 到 %1，或方向键）。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="288"/>
        <source>The answer is %1.</source>
        <translation>答案是 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="289"/>
        <source>The answer is %1: %2.</source>
        <translation>答案是 %1：%2。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="294"/>
        <location filename="../../ui/challenges/challenges_view.cpp" line="298"/>
        <source>✓ Right: %1.</source>
        <translation>✓ 答对了：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="295"/>
        <source>✗ Not quite: the answer is %1 (you gave %2).</source>
        <translation>✗ 不太对：正确答案是 %1（你填的是 %2）。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="299"/>
        <source>✗ Not quite: the answer is %1, %2.</source>
        <translation>✗ 不太对：正确答案是 %1，%2。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="313"/>
        <source>See the &amp;Results</source>
        <translation>查看结果(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="318"/>
        <source>N: next</source>
        <translation>N：下一题</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="358"/>
        <source>Points: %1   Streak: %2</source>
        <translation>得分：%1   连对：%2</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/challenges_view.cpp" line="397"/>
        <source>Time! (R reveals the answer)</source>
        <translation>时间到！（按 R 揭晓答案）</translation>
    </message>
</context>
<context>
    <name>CodeDialog</name>
    <message>
        <location filename="../../ui/classroom/code_dialog.cpp" line="30"/>
        <location filename="../../ui/classroom/code_dialog.cpp" line="144"/>
        <source>Show Code</source>
        <translation>显示代码</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/code_dialog.cpp" line="34"/>
        <source>Which matrix of the view the code rebuilds.</source>
        <translation>代码要重现视图中的哪个矩阵。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/code_dialog.cpp" line="36"/>
        <source>Scripts</source>
        <translation>脚本</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/code_dialog.cpp" line="37"/>
        <source>NumPy script</source>
        <translation>NumPy 脚本</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/code_dialog.cpp" line="38"/>
        <source>PyTorch script</source>
        <translation>PyTorch 脚本</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/code_dialog.cpp" line="51"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/code_dialog.cpp" line="52"/>
        <source>Copies the script shown to the clipboard.</source>
        <translation>把显示的脚本复制到剪贴板。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/code_dialog.cpp" line="53"/>
        <source>&amp;Save Script and Data…</source>
        <translation>保存脚本和数据(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/code_dialog.cpp" line="54"/>
        <source>Writes the script and the .npy files it loads into a folder, ready to run.</source>
        <translation>把脚本及其读取的 .npy 文件写入一个文件夹，可以直接运行。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/code_dialog.cpp" line="62"/>
        <source>This Python rebuilds exactly the numbers the app shows (to about 12 decimals). Paste it into a notebook, or save it with its data and run it.</source>
        <translation>这段 Python 代码能精确重现程序显示的数值（约 12 位小数）。可以粘贴到 Jupyter Notebook 中，或连同数据一起保存后运行。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/code_dialog.cpp" line="74"/>
        <location filename="../../ui/classroom/code_dialog.cpp" line="80"/>
        <source>Save Script and Data</source>
        <translation>保存脚本和数据</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/code_dialog.cpp" line="82"/>
        <source>Saved %1 in %2.</source>
        <translation>已将 %1 保存到 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/code_dialog.cpp" line="96"/>
        <source>The script replays a run of the app: “Save Script and Data” trains %1 steps and writes the run into run/ beside it.</source>
        <translation>这个脚本会重放程序的一次训练：“保存脚本和数据”会训练 %1 步，并把这次训练写进脚本旁边的 run/ 文件夹。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/code_dialog.cpp" line="103"/>
        <source>The script needs nothing but NumPy (and PyTorch for its tab).</source>
        <translation>脚本只依赖 NumPy（PyTorch 标签页中的脚本还需要 PyTorch）。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/code_dialog.cpp" line="104"/>
        <source>The script loads %1: the app&apos;s own random numbers. “Save Script and Data” writes them beside it.</source>
        <translation>脚本会读取 %1：程序自己生成的随机数。“保存脚本和数据”会把它们写在脚本旁边。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/code_dialog.cpp" line="145"/>
        <source>There is nothing to rebuild yet: the view shows no matrix. Type a sentence, or fix the setting the view names.</source>
        <translation>还没有可重现的内容：视图中没有矩阵。请输入一个句子，或修正视图提示的设置。</translation>
    </message>
</context>
<context>
    <name>ColourMapMenu</name>
    <message>
        <location filename="../../ui/shell/colour_map_menu.cpp" line="9"/>
        <source>&amp;Colour Map</source>
        <translation>配色(&amp;C)</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../../app/commands.cpp" line="67"/>
        <source>Your settings in %1 cannot be read, so the app uses its defaults and cannot keep your choices.</source>
        <translation>无法读取设置文件 %1，程序使用默认设置，也无法保存你的选择。</translation>
    </message>
    <message>
        <location filename="../../app/commands.cpp" line="73"/>
        <source>Your settings file was damaged, so the app starts from its defaults. The damaged file was kept as %1.</source>
        <translation>设置文件已损坏，程序从默认设置启动。损坏的文件已另存为 %1。</translation>
    </message>
    <message>
        <location filename="../../app/commands.cpp" line="89"/>
        <source>--guided-step must be from 1 to %1 for %2, got %3.</source>
        <translation>对于 %2，--guided-step 必须在 1 到 %1 之间，实际为 %3。</translation>
    </message>
    <message>
        <location filename="../../app/commands.cpp" line="151"/>
        <source>--projection trained: the Training Lab&apos;s set-up trains no model with a position.</source>
        <translation>--projection trained：按训练实验室当前的设置，不会训练出带位置信息的模型。</translation>
    </message>
    <message>
        <location filename="../../app/commands.cpp" line="242"/>
        <source>Could not render the window.</source>
        <translation>无法渲染窗口。</translation>
    </message>
    <message>
        <location filename="../../app/window_start.cpp" line="53"/>
        <source>Your last set-up could not be restored, so the app starts from its defaults. (%1)</source>
        <translation>上次的设置无法恢复，程序将以默认设置启动。（%1）</translation>
    </message>
    <message>
        <location filename="../../app/window_start.cpp" line="70"/>
        <source>The %1 translation is missing; showing English.</source>
        <translation>缺少 %1 翻译，将显示英文。</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_values.cpp" line="15"/>
        <source>--%1 expects a whole number, got &apos;%2&apos;.</source>
        <translation>--%1 需要一个整数，实际为“%2”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_values.cpp" line="52"/>
        <source>--score must be one of %1, got &apos;%2&apos;.</source>
        <translation>--score 必须是 %1 之一，实际为“%2”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="21"/>
        <source>--%1 must be one of %2, got &apos;%3&apos;.</source>
        <translation>--%1 必须是 %2 之一，实际为“%3”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_values.cpp" line="41"/>
        <source>--%1 expects a number, got &apos;%2&apos;.</source>
        <translation>--%1 需要一个数字，实际为“%2”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="39"/>
        <source>--heads must be from 1 to %1 and divide --d-model (%2), got %3.</source>
        <translation>--heads 必须在 1 到 %1 之间，并且能整除 --d-model（%2），实际为 %3。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="57"/>
        <source>--sink-logit must be from %1 to %2, got %3.</source>
        <translation>--sink-logit 必须在 %1 到 %2 之间，实际为 %3。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="84"/>
        <source>--combine must be add or multiply, got &apos;%1&apos;.</source>
        <translation>--combine 必须是 add 或 multiply，实际为“%1”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="116"/>
        <source>--d-model %1 differs from the dimension of the word vectors in %2, %3: leave --d-model out, the vectors set it.</source>
        <translation>--d-model %1 与 %2 中词向量的维度 %3 不同：请省略 --d-model，由词向量决定。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="137"/>
        <source>--position must be from 0 to %1 (one less than --positions), got %2.</source>
        <translation>--position 必须在 0 到 %1 之间（比 --positions 小 1），实际为 %2。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="141"/>
        <source>--dimension must be from 0 to %1 (the last column of the scheme&apos;s matrix), got %2.</source>
        <translation>--dimension 必须在 0 到 %1 之间（该方案矩阵的最后一列），实际为 %2。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="144"/>
        <source>--compare-position must be from 0 to %1 (one less than --positions), got %2.</source>
        <translation>--compare-position 必须在 0 到 %1 之间（比 --positions 小 1），实际为 %2。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="148"/>
        <source>--pin: dimension %1 is outside 0 to %2.</source>
        <translation>--pin：维度 %1 不在 0 到 %2 之间。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="252"/>
        <source>--%1 needs --sentence TEXT.</source>
        <translation>--%1 需要 --sentence 文本。</translation>
    </message>
    <message>
        <location filename="../../app/cli/command_line.cpp" line="46"/>
        <source>Unexpected argument &apos;%1&apos;: only one lesson file (.pelesson) can be opened.</source>
        <translation>多余的参数“%1”：只能打开一个课程文件（.pelesson）。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="263"/>
        <source>A lesson file sets every setting itself: open it alone, or with --screenshot, --view and --size.</source>
        <translation>课程文件自带全部设置：请单独打开它，或只与 --screenshot、--view 和 --size 一起使用。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="97"/>
        <source>--projection trained works with --screenshot --view attention only: in the window, train in the Training Lab and choose the model under &quot;queries and keys&quot;.</source>
        <translation>--projection trained 只能与 --screenshot --view attention 一起使用：在窗口中，请先在训练实验室训练，再在“查询和键”中选择模型。</translation>
    </message>
    <message>
        <location filename="../../app/cli/command_line.cpp" line="50"/>
        <source>--lang must be one of %1, got &apos;%2&apos;.</source>
        <translation>--lang 必须是 %1 之一，实际为“%2”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="36"/>
        <source>--position-offset must be from 0 to %1, got %2.</source>
        <translation>--position-offset 必须在 0 到 %1 之间，实际为 %2。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="41"/>
        <source>--position-weight must be from %1 to %2, got %3.</source>
        <translation>--position-weight 必须在 %1 到 %2 之间，实际为 %3。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="43"/>
        <location filename="../../app/cli/training_command.cpp" line="69"/>
        <location filename="../../app/cli/challenge_command.cpp" line="64"/>
        <source>--seed must be from 0 to %1, got %2.</source>
        <translation>--seed 必须在 0 到 %1 之间，实际为 %2。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="100"/>
        <source>--projection must be identity, random or trained, got &apos;%1&apos;.</source>
        <translation>--projection 必须是 identity、random 或 trained，实际为“%1”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="162"/>
        <source>--pin expects whole numbers separated by commas, got &apos;%1&apos;.</source>
        <translation>--pin 需要用逗号分隔的整数，实际为“%1”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="207"/>
        <source>--guided-step must be from 1 to %1, got %2.</source>
        <translation>--guided-step 必须在 1 到 %1 之间，实际为 %2。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="209"/>
        <source>--guided-step must be 1 or more, got %1.</source>
        <translation>--guided-step 必须大于等于 1，实际为 %1。</translation>
    </message>
    <message>
        <location filename="../../app/cli/scheme_options.cpp" line="20"/>
        <source>--convention and --layout say the same thing: give one of them.</source>
        <translation>--convention 和 --layout 作用相同：只需给出其中一个。</translation>
    </message>
    <message>
        <location filename="../../app/cli/scheme_options.cpp" line="24"/>
        <source>--rope-layout goes with --scheme rope, and --layout or --convention with the sinusoidal scheme.</source>
        <translation>--rope-layout 需与 --scheme rope 一起使用，--layout 或 --convention 需与正弦方案一起使用。</translation>
    </message>
    <message>
        <location filename="../../app/cli/scheme_options.cpp" line="28"/>
        <source>--layout must be one of %1, got &apos;%2&apos;.</source>
        <translation>--layout 必须是 %1 之一，实际为“%2”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/scheme_options.cpp" line="33"/>
        <source>--convention must be paper, tensor2tensor or marian, got &apos;%1&apos;.</source>
        <translation>--convention 必须是 paper、tensor2tensor 或 marian，实际为“%1”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/scheme_options.cpp" line="39"/>
        <source>--rope-layout must be pairs or halves, got &apos;%1&apos;.</source>
        <translation>--rope-layout 必须是 pairs 或 halves，实际为“%1”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/scheme_options.cpp" line="50"/>
        <source>--rope-scaling must be one of %1, got &apos;%2&apos;.</source>
        <translation>--rope-scaling 必须是 %1 之一，实际为“%2”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/scheme_options.cpp" line="65"/>
        <source>--%1 is not read by --rope-scaling %2.</source>
        <translation>--rope-scaling %2 不使用 --%1。</translation>
    </message>
    <message>
        <location filename="../../app/cli/scheme_options.cpp" line="92"/>
        <source>--rope-partial must be one of %1, got &apos;%2&apos;.</source>
        <translation>--rope-partial 必须是 %1 之一，这里是“%2”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/scheme_options.cpp" line="99"/>
        <source>--rope-partial %1 needs --rope-fraction P, the part of each head that turns.</source>
        <translation>--rope-partial %1 需要 --rope-fraction P，即每个头中参与旋转的比例。</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_rules.cpp" line="34"/>
        <location filename="../../app/cli/option_rules.cpp" line="61"/>
        <source>--%1 goes with %2.</source>
        <translation>--%1 需与 %2 一起使用。</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_rules.cpp" line="39"/>
        <source>--%1 does not go with %2, which takes %3.</source>
        <translation>--%1 不能与 %2 一起使用；%2 可用的选项是 %3。</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_rules.cpp" line="39"/>
        <location filename="../../app/cli/option_rules.cpp" line="80"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_rules.cpp" line="18"/>
        <location filename="../../app/cli/option_rules.cpp" line="61"/>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <location filename="../../app/cli/option_rules.cpp" line="80"/>
        <source>Use only one of %1, got %2.</source>
        <translation>%1 只能选用其中一个，这里给了 %2。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="220"/>
        <source>--at-step must be from 0 to %1, got %2.</source>
        <translation>--at-step 必须在 0 到 %1 之间，实际为 %2。</translation>
    </message>
    <message>
        <location filename="../../app/cli/attention_command.cpp" line="57"/>
        <source>--export-attention: &apos;%1&apos; must end in .json.</source>
        <translation>--export-attention：“%1”必须以 .json 结尾。</translation>
    </message>
    <message>
        <location filename="../../app/cli/encoding_command.cpp" line="23"/>
        <location filename="../../app/cli/grid_command.cpp" line="44"/>
        <source>--export-encoding: &apos;%1&apos; must end in .csv, .npy or .json.</source>
        <translation>--export-encoding：“%1”必须以 .csv、.npy 或 .json 结尾。</translation>
    </message>
    <message>
        <location filename="../../app/cli/encoding_command.cpp" line="25"/>
        <source>--heads and --all-heads go with --export-encoding and --scheme alibi.</source>
        <translation>--heads 和 --all-heads 需与 --export-encoding 和 --scheme alibi 一起使用。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="232"/>
        <source>--view must be one of %1, got &apos;%2&apos;.</source>
        <translation>--view 必须是 %1 之一，实际为“%2”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/set_up_options.cpp" line="242"/>
        <source>--size must be WIDTHxHEIGHT from 1024x600 to 8192x8192, got &apos;%1&apos;.</source>
        <translation>--size 必须是 1024x600 到 8192x8192 之间的 WIDTHxHEIGHT（宽x高），实际为“%1”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/picture_options.cpp" line="28"/>
        <source>--export-figure: &apos;%1&apos; must end in .png, .svg or .pdf.</source>
        <translation>--export-figure：“%1”必须以 .png、.svg 或 .pdf 结尾。</translation>
    </message>
    <message>
        <location filename="../../app/cli/picture_options.cpp" line="30"/>
        <source>--export-figure saves a view&apos;s plots, and the handbook has none: use --screenshot.</source>
        <translation>--export-figure 保存的是视图中的图，而使用手册里没有图：请改用 --screenshot。</translation>
    </message>
    <message>
        <location filename="../../app/cli/picture_options.cpp" line="18"/>
        <source>--screenshot: &apos;%1&apos; must end in .png.</source>
        <translation>--screenshot：“%1”必须以 .png 结尾。</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="34"/>
        <source>Write a file and exit (no screen needed):</source>
        <translation>写出一个文件后退出（不需要屏幕）：</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="35"/>
        <source>Window (and screenshot):</source>
        <translation>窗口（及截图）：</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="36"/>
        <source>Settings (for the window, the export and the screenshot):</source>
        <translation>设置（用于窗口、导出和截图）：</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="37"/>
        <source>Attention Lab (and the attention export):</source>
        <translation>注意力实验室（及注意力导出）：</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="38"/>
        <source>Training (train a tiny Transformer and exit):</source>
        <translation>训练（训练一个很小的 Transformer 后退出）：</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="39"/>
        <source>Challenges (write a round of questions with their answers and exit):</source>
        <translation>挑战（写出一轮题目及答案后退出）：</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="40"/>
        <source>Other:</source>
        <translation>其他：</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="89"/>
        <source>the scheme&apos;s matrix (see --scheme);
FILE ends in .csv, .npy or .json</source>
        <translation>该方案的矩阵（见 --scheme）；
FILE 以 .csv、.npy 或 .json 结尾</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="91"/>
        <source>with --export-encoding --scheme alibi: every head&apos;s bias,
H x L x L (as CSV, H*L rows: head 0&apos;s L rows first)</source>
        <translation>与 --export-encoding --scheme alibi 一起：每个头的偏置，
H x L x L（CSV 为 H*L 行：先是第 0 个头的 L 行）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="95"/>
        <source>the attention of one sentence (--sentence TEXT) as JSON</source>
        <translation>一个句子（--sentence TEXT）的注意力，JSON 格式</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="97"/>
        <source>one sentence (--sentence TEXT) stage by stage through an
untrained attention block: DIR/stages.json, a .npy per stage,
DIR/parameters/ and DIR/input.json</source>
        <translation>一个句子（--sentence TEXT）逐阶段通过一个
未训练的注意力块：DIR/stages.json、每个阶段一个 .npy、
DIR/parameters/ 和 DIR/input.json</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="99"/>
        <source>a real model&apos;s stack of attention layers (--preset NAME) over
--positions L (default 64): DIR/layers.json, a mask_K.npy per
layer (query i may attend key j) and DIR/reach.npy (key j
reaches query i after every layer)</source>
        <translation>一个真实模型的注意力层堆叠（--preset 名称），覆盖
--positions L 个位置（默认 64）：DIR/layers.json、每层一个
mask_K.npy（查询 i 能否关注键 j）以及 DIR/reach.npy
（经过所有层后键 j 能否影响查询 i）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="104"/>
        <source>with --export-masks: llama4, gemma3, gpt-oss or mistral, as
their configurations in Hugging Face&apos;s transformers set them</source>
        <translation>与 --export-masks 一起使用：llama4、gemma3、gpt-oss 或 mistral，
数值取自 Hugging Face transformers 中它们的配置</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="108"/>
        <source>with --export-masks: every sliding window W positions instead</source>
        <translation>与 --export-masks 一起使用：把每个滑动窗口改为 W 个位置</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="111"/>
        <source>with --export-masks: every chunk C positions instead</source>
        <translation>与 --export-masks 一起使用：把每个分块改为 C 个位置</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="117"/>
        <source>with --export-encoding --scheme %1: the rows and
columns of image patches; row r of the matrix is patch
(r / W, r mod W). sincos-2d is MAE&apos;s (H*W x d_model), rope-2d
rope-vit&apos;s angles (H*W x d_model/2), rope-2d-flux FLUX&apos;s</source>
        <translation>与 --export-encoding --scheme %1 一起使用：图像块的行数和
列数；矩阵的第 r 行是图像块
(r / W, r mod W)。sincos-2d 为 MAE 的（H*W x d_model），rope-2d
为 rope-vit 的角度（H*W x d_model/2），rope-2d-flux 为 FLUX 的</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="123"/>
        <source>the position ids (temporal, height, width) that Qwen2-VL&apos;s
multimodal RoPE gives a strip of tokens (--tokens SPEC)</source>
        <translation>Qwen2-VL 的多模态 RoPE 给一串词元（--tokens SPEC）
的位置编号（时间、高、宽）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="126"/>
        <source>with --export-positions: text:N, image:HxW and video:TxHxW
(sizes in patches) joined by commas</source>
        <translation>与 --export-positions 一起使用：text:N、image:HxW 和 video:TxHxW
（大小以图像块计），用逗号连接</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="129"/>
        <source>with --export-positions: M x M patches make one token
(default 2); M must divide every H and W</source>
        <translation>与 --export-positions 一起使用：M x M 个图像块合成一个词元
（默认 2）；M 必须整除每个 H 和 W</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="131"/>
        <source>with --export-positions: qwen2-vl (a video&apos;s frames count
0, 1, 2 ...; default) or qwen2.5-vl (they count seconds)</source>
        <translation>与 --export-positions 一起使用：qwen2-vl（视频的帧按 0、1、2……
计数；默认）或 qwen2.5-vl（按秒计数）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="134"/>
        <source>with --mrope qwen2.5-vl: seconds between frames (default 1)</source>
        <translation>与 --mrope qwen2.5-vl 一起使用：相邻两帧之间的秒数（默认 1）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="137"/>
        <source>with --mrope qwen2.5-vl: temporal ids per second (default 2)</source>
        <translation>与 --mrope qwen2.5-vl 一起使用：每秒的时间编号数（默认 2）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="140"/>
        <source>the window as a PNG image</source>
        <translation>窗口的 PNG 截图</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="142"/>
        <source>one view (see --view) as a figure for slides;
FILE ends in .png, .svg or .pdf</source>
        <translation>把一个视图（见 --view）渲染成用于幻灯片的图片；
FILE 以 .png、.svg 或 .pdf 结尾</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="144"/>
        <source>which view to show: %1
(the first is the default)</source>
        <translation>显示哪个视图：%1
（第一个为默认）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="146"/>
        <source>size in pixels, at least 1024x600 (default %1x%2)</source>
        <translation>以像素为单位的大小，至少 1024x600（默认 %1x%2）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="148"/>
        <source>presentation mode: larger text and lines, black on white, for a projector
(full screen in the window; a screenshot keeps --size)</source>
        <translation>演示模式：更大的文字和线条，白底黑字，适合投影仪
（窗口会全屏；截图保持 --size 的大小）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="151"/>
        <source>with --screenshot --view training: take the picture while
the models train, once each has taken K steps
(0: before training; default: once training ends)</source>
        <translation>与 --screenshot --view training 一起使用：在模型训练途中、
每个模型都走完 K 步时截图
（0：训练开始前；默认：训练结束后）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="156"/>
        <source>start the guided lesson at step N (from 1)</source>
        <translation>引导课程从第 N 步开始（步数从 1 算起）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="161"/>
        <source>with --screenshot --view attention: picture the lab&apos;s
&quot;Layers of 2025–26 Models&quot; window (at --size) instead</source>
        <translation>与 --screenshot --view attention 一起使用：改为截取实验室的
“2025—2026 年模型的层”窗口（按 --size 的大小）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="164"/>
        <source>with --screenshot: what each plot in sight shows, as JSON: its title,
description, rectangle in the window, whether the lesson step
points at it, and the words each axis has and draws</source>
        <translation>与 --screenshot 一起：以 JSON 写出每个可见的图显示了什么：标题、
描述、在窗口中的矩形、课程当前步骤是否指向它，
以及每条坐标轴有哪些词、画出了哪些词</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="169"/>
        <source>interface language: en or zh_CN
(default: as last time, or the system&apos;s)</source>
        <translation>界面语言：en 或 zh_CN
（默认：与上次相同，或跟随系统）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="171"/>
        <source>width of each position&apos;s vector, 1 to %1 (default %2)</source>
        <translation>每个位置向量的维度，1 到 %1（默认 %2）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="173"/>
        <source>number of positions, 1 to %1 (default %2)</source>
        <translation>位置数，1 到 %1（默认 %2）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="176"/>
        <source>the base of the wavelengths, &gt; 1 (default %1)</source>
        <translation>波长的底数，须 &gt; 1（默认 %1）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="186"/>
        <source>which dimensions RoPE turns together: pairs (2i, 2i+1;
the paper, GPT-J; default) or halves (i, D/2+i;
GPT-NeoX, LLaMA in Hugging Face)</source>
        <translation>RoPE 把哪两个维度一起旋转：pairs（2i, 2i+1；
论文、GPT-J；默认）或 halves（i, D/2+i；
GPT-NeoX、Hugging Face 中的 LLaMA）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="199"/>
        <source>which part of each head RoPE turns: full (default),
neox (GPT-NeoX&apos;s rotary_pct: the first P of the dimensions,
with the whole spectrum) or proportional (Gemma 4: the
fastest P of the pairs; the rest never turn)</source>
        <translation>RoPE 旋转每个头的哪一部分：full（默认，整个头）、
neox（GPT-NeoX 的 rotary_pct：前 P 比例的维度，
用完整的频率谱）或 proportional（Gemma 4：最快的
P 比例的维度对，其余维度对永不旋转）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="205"/>
        <source>the part P of each head that turns, above 0 and at most 1
(Pythia: 0.25; Gemma 4: 0.25)</source>
        <translation>每个头中参与旋转的比例 P，大于 0 且不超过 1
（Pythia：0.25；Gemma 4：0.25）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="209"/>
        <source>RoPE&apos;s scaling factor, 1 to %1 (default %2)</source>
        <translation>RoPE 的缩放倍数，1 到 %1（默认 %2）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="212"/>
        <source>the length the model was trained on, for dynamic-ntk,
yarn and llama3 (default %1)</source>
        <translation>模型训练时的长度，用于 dynamic-ntk、
yarn 和 llama3（默认 %1）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="215"/>
        <source>llama3: pairs longer than L0 / X are divided by F (default %1)</source>
        <translation>llama3：波长超过 L0 / X 的维度对除以 F（默认 %1）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="218"/>
        <source>llama3: pairs shorter than L0 / X are left alone (default %1)</source>
        <translation>llama3：波长短于 L0 / X 的维度对保持不变（默认 %1）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="221"/>
        <source>yarn: pairs turning more than X times within L0 are left
alone (default %1)</source>
        <translation>yarn：在 L0 内转动超过 X 圈的维度对保持
不变（默认 %1）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="224"/>
        <source>yarn: pairs turning fewer than X times within L0 are
divided by F (default %1)</source>
        <translation>yarn：在 L0 内转动少于 X 圈的维度对
除以 F（默认 %1）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/setting_table.cpp" line="15"/>
        <source>rows of the learned table, %1 to %2 (default %3)</source>
        <translation>可学习位置表的行数，%1 到 %2（默认 %3）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/setting_table.cpp" line="22"/>
        <source>T5&apos;s buckets, %1 to %2 (default %3); --causal gives
the one-directional buckets of its decoder</source>
        <translation>T5 的桶数，%1 到 %2（默认 %3）；--causal 给出
其解码器使用的单向桶</translation>
    </message>
    <message>
        <location filename="../../core/schemes/setting_table.cpp" line="30"/>
        <source>the distance from which T5&apos;s distances share
the last bucket, %1 to %2 (default %3)</source>
        <translation>从这个距离起，T5 的所有距离
共用最后一个桶，%1 到 %2（默认 %3）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/setting_table.cpp" line="38"/>
        <source>Shaw&apos;s clipping distance: relations from -K to K,
K from %1 to %2 (default %3)</source>
        <translation>Shaw 的截断距离：相对关系从 -K 到 K，
K 从 %1 到 %2（默认 %3）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="234"/>
        <source>show a second scheme&apos;s heatmap beside the first</source>
        <translation>在第一个方案旁边显示第二个方案的热力图</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="236"/>
        <source>the selected position, 0 to L-1</source>
        <translation>选中的位置，0 到 L-1</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="238"/>
        <source>the selected dimension, 0 to N-1</source>
        <translation>选中的维度，0 到 N-1</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="240"/>
        <source>a second position to compare with, 0 to L-1</source>
        <translation>要对比的第二个位置，0 到 L-1</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="242"/>
        <source>extra dimensions drawn on the curves view</source>
        <translation>在曲线视图中额外画出的维度</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="244"/>
        <source>draw the curves one above the other</source>
        <translation>把各条曲线上下分开排列</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="246"/>
        <source>sentence A</source>
        <translation>句子 A</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="248"/>
        <source>sentence B, the same words in another order;
with --export-attention, the lab&apos;s verdicts on both</source>
        <translation>句子 B：同样的词换一种顺序；
配合 --export-attention 时，同时给出实验室对两者的结论</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="252"/>
        <source>add (X = E + w*PE, default) or multiply (X = E * PE)</source>
        <translation>add（X = E + w*PE，默认）或 multiply（X = E * PE）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="254"/>
        <source>w, from %1 to %2 (default %3)</source>
        <translation>w，%1 到 %2（默认 %3）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="256"/>
        <source>random (default: an untrained layer), identity (queries
and keys are the vectors themselves) or trained (for
--screenshot: the Training Lab trains its set-up first,
and the lab shows its first model with a position)</source>
        <translation>random（默认：未训练的层）、identity（查询和键就是
向量本身）或 trained（用于 --screenshot：训练实验室
先按其设置训练，注意力实验室显示
第一个带位置信息的模型）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="261"/>
        <source>how a query and a key make a score: dot, scaled
(q·k/√d_k, the paper, default), additive, bilinear or cosine</source>
        <translation>查询和键如何得出分数：dot、scaled
（q·k/√d_k，论文中的方式，默认）、additive、bilinear 或 cosine</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="264"/>
        <source>seed of the random word vectors, 0 to %1 (default %2)</source>
        <translation>随机词向量的种子，0 到 %1（默认 %2）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="270"/>
        <source>the first word reads row K of the table, the next K + 1 …
(fairseq: 2; default 0), 0 to %1</source>
        <translation>第一个词读取表的第 K 行，下一个读第 K + 1 行……
（fairseq 为 2；默认 0），0 到 %1</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="273"/>
        <source>multiply the word vectors by the square root of d_model
before the position joins them (the paper&apos;s 3.4)</source>
        <translation>在加入位置之前，先把词向量乘以 d_model 的平方根
（论文第 3.4 节）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="280"/>
        <source>each word sees only the words before it</source>
        <translation>每个词只能看到它前面的词</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="282"/>
        <source>do not lower-case the words</source>
        <translation>不把单词转为小写</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="284"/>
        <source>draw sentence B&apos;s maps in A&apos;s word order</source>
        <translation>按 A 的词序画出句子 B 的图</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="287"/>
        <source>the words&apos; vectors from a GloVe or word2vec text file
instead of random ones; their dimension is d_model, and
words missing from the file keep their random vector
(for --export-attention and --screenshot)</source>
        <translation>用 GloVe 或 word2vec 文本文件中的词向量代替随机向量；
其维度即 d_model，
文件中没有的词保留随机向量
（用于 --export-attention 和 --screenshot）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="298"/>
        <source>train on a task and exit: who-did-it (&quot;the dog bit the man&quot;
-&gt; dog), reverse (say a sequence backwards) or previous
(name the symbol before each one); --scheme NAME or none (nope),
--causal, --heads, --d-model (default %1), --seed,
--score, %2,
--rope-layout and --rope-scaling (past
the training length) apply</source>
        <translation>在一个任务上训练后退出：who-did-it（“the dog bit the man”
-&gt; dog，找出是谁做的）、reverse（把序列倒过来说）或 previous
（说出每个符号前面的那个）；--scheme NAME 或 none（nope）、
--causal、--heads、--d-model（默认 %1）、--seed、
--score、%2、
--rope-layout 和 --rope-scaling（超出训练
长度时）都适用</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="308"/>
        <source>write the run to DIR: history.json, the parameters before
and after (.npy) and the first mini-batches</source>
        <translation>把这次训练写入 DIR：history.json、训练前后的参数
（.npy）以及最初的几个小批量</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="311"/>
        <source>en (default) or zh: the language of who-did-it&apos;s sentences</source>
        <translation>en（默认）或 zh：who-did-it 句子的语言</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="317"/>
        <source>training steps, 1 to %1 (default %2)</source>
        <translation>训练步数，1 到 %1（默认 %2）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="319"/>
        <source>sentences per step, 1 to %1 (default %2)</source>
        <translation>每步的句子数，1 到 %1（默认 %2）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="321"/>
        <source>Adam&apos;s learning rate (default %1)</source>
        <translation>Adam 的学习率（默认 %1）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="323"/>
        <source>the longest training sentence, in tokens (default %1);
the learned table has this many rows</source>
        <translation>最长训练句子的长度，以词元计（默认 %1）；
可学习的位置表就有这么多行</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="326"/>
        <source>test every length up to L, %1 to %2 (default %3)</source>
        <translation>逐一测试不超过 L 的每个长度，L 为 %1 到 %2（默认 %3）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/setting_table.cpp" line="47"/>
        <source>with --scheme shaw: relative values as well as keys, each
output adds the vectors of its relations</source>
        <translation>与 --scheme shaw 一起用：不只是键，值也加上相对位置向量，
每个输出都加上它各个相对关系的向量</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="329"/>
        <source>the questions a student gets at --level L with --seed S:
as JSON, prompts, choices, answers, explanations and what
recomputes each answer; as PDF, the printable worksheet</source>
        <translation>学生在 --level L、--seed S 下得到的题目：
JSON 包含题干、选项、答案、解析以及重算每个答案
所需的一切；PDF 则是可打印的练习卷</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="335"/>
        <source>questions in the round, 1 to %1 (default %2)</source>
        <translation>一轮的题数，1 到 %1（默认 %2）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="333"/>
        <source>1 (first look) to %1 (researcher); default 1</source>
        <translation>1（初识）到 %1（研究者）；默认 1</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="114"/>
        <source>with --export-block or --inside-block: the position beside
the word vectors (d_model doubled) instead of added to them</source>
        <translation>与 --export-block 或 --inside-block 一起：把位置拼接在
词向量旁边（d_model 加倍），而不是加到词向量上</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="158"/>
        <source>with --screenshot --view attention: picture the lab&apos;s
&quot;Inside the Block&quot; window (at --size) instead;
--no-position unticks its &quot;With position&quot;</source>
        <translation>与 --screenshot --view attention 一起：改为截取实验室的
“注意力块内部”窗口（大小为 --size）；
--no-position 会取消勾选其中的“含位置信息”</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="178"/>
        <source>interleaved (the paper, default), concatenated (sines,
then cosines) or tensor2tensor (sines, then cosines, with
base^(-i/(D/2-1)) and a zero column for odd D)</source>
        <translation>interleaved（论文，默认）、concatenated（先全部正弦，
再全部余弦）或 tensor2tensor（先正弦后余弦，频率为
base^(-i/(D/2-1))，D 为奇数时末尾补一列 0）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="182"/>
        <source>the same by library: paper (interleaved), tensor2tensor
(also fairseq, Whisper) or marian (concatenated; also MAE,
the TensorFlow tutorial)</source>
        <translation>同上，按库的名称区分：paper（interleaved）、tensor2tensor
（fairseq、Whisper 也用它）或 marian（concatenated；MAE、
TensorFlow 教程也用它）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="191"/>
        <source>how RoPE stretches to longer sentences, as Hugging Face
computes it: none (default), interpolation (positions / F),
ntk (base x F^(D/(D-2))), dynamic-ntk (the base grows with
the length past L0), yarn or llama3 (fast pairs left alone,
slow ones divided by F); with --train, F is each test
length / the training length, and L0 the training length</source>
        <translation>RoPE 如何延伸到更长的句子，按 Hugging Face 的算法：
none（默认）、interpolation（位置 / F）、
ntk（底数 x F^(D/(D-2))）、dynamic-ntk（超过 L0 后
底数随长度增大）、yarn 或 llama3（快的维度对不变，
慢的除以 F）；与 --train 一起时，F 是每个测试长度 /
训练长度，L0 是训练长度</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="228"/>
        <source>%1
(the first is the default); RoPE exports its angles
(positions x d_model/2), ALiBi the bias of its first head
(positions x positions), T5 the bucket of each pair
and Shaw the clipped j - i (positions x positions);
with --export-encoding --grid HxW: %2</source>
        <translation>%1
（第一个为默认）；RoPE 导出它的角度
（positions x d_model/2），ALiBi 导出第一个头的偏置
（positions x positions），T5 导出每对位置的桶，
Shaw 导出截断后的 j - i（positions x positions）；
与 --export-encoding --grid HxW 一起：%2</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="250"/>
        <source>attention without positional information (exports,
and the window of --inside-block)</source>
        <translation>不含位置信息的注意力（用于导出，
以及 --inside-block 的窗口）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="266"/>
        <source>attention heads, 1 to %1, dividing d_model (default %2);
with --export-encoding --scheme alibi, ALiBi&apos;s heads, 1 to %3</source>
        <translation>注意力头数，1 到 %1，须整除 d_model（默认 %2）；
与 --export-encoding --scheme alibi 一起时为 ALiBi 的头数，1 到 %3</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="276"/>
        <source>an attention sink as in gpt-oss: a logit S (-%1 to %1) that
joins each row&apos;s softmax and is dropped, so the weights sum
to less than 1 (--export-attention: sink_weights, what it took)</source>
        <translation>像 gpt-oss 那样的注意力汇：一个 logit S（-%1 到 %1），
加入每一行的 softmax 后再去掉，于是权重之和小于 1
（--export-attention：sink_weights 为它拿走的部分）</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="313"/>
        <source>Transformer blocks, 1 to %1 (default %2); with --export-masks,
the preset&apos;s first layers repeated to N</source>
        <translation>Transformer 块数，1 到 %1（默认 %2）；与 --export-masks
一起使用时，把预设的前几层重复到 N 层</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="337"/>
        <source>the worksheet in black, white and greys, for a
black-and-white printer</source>
        <translation>练习卷只用黑、白和灰色，
适合黑白打印机</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="340"/>
        <source>the worksheet on fewer pages: smaller pictures beside
their choices, shorter blanks</source>
        <translation>练习卷更省页：图片缩小并放在选项旁边，
答题空白更短</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="343"/>
        <source>the worksheet&apos;s answer key in a file of its own; the
worksheet is then written without it</source>
        <translation>把练习卷的答案单独写进这个文件；
练习卷本身就不再附答案</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="345"/>
        <source>show this help</source>
        <translation>显示本帮助</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="346"/>
        <source>show the version</source>
        <translation>显示版本</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="355"/>
        <source>Usage: pe-explorer [options] [FILE.pelesson]

Positional Encoding Explorer shows how Transformers know word order.
Without options it opens the main window.
</source>
        <translation>用法：pe-explorer [选项] [FILE.pelesson]

位置编码探索器演示 Transformer 如何得知词序。
不带选项时打开主窗口。
</translation>
    </message>
    <message>
        <location filename="../../app/cli/option_table.cpp" line="375"/>
        <source>
Lesson files:
  pe-explorer FILE.pelesson           opens a lesson saved with File &gt; Save Lesson
  pe-explorer FILE.pelesson --screenshot view.png

Exit status: 0 done, 1 a file could not be written, 2 bad arguments or a bad lesson file.
</source>
        <translation>
课程文件：
  pe-explorer FILE.pelesson           打开用“文件 &gt; 课程另存为”保存的课程
  pe-explorer FILE.pelesson --screenshot view.png

退出状态：0 完成，1 文件无法写入，2 参数错误或课程文件有误。
</translation>
    </message>
    <message>
        <location filename="../../app/cli/training_command.cpp" line="33"/>
        <source>--scheme must be one of %1 for training, got &apos;%2&apos;.</source>
        <translation>训练时 --scheme 必须是 %1 之一，实际为“%2”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/training_command.cpp" line="51"/>
        <source>--train must be one of %1, got &apos;%2&apos;.</source>
        <translation>--train 必须是 %1 之一，实际为“%2”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/training_command.cpp" line="55"/>
        <source>--task-language must be en or zh, got &apos;%1&apos;.</source>
        <translation>--task-language 必须是 en 或 zh，实际为“%1”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/training_command.cpp" line="82"/>
        <source>--layout and --convention go with --train … --scheme sinusoidal.</source>
        <translation>--layout 和 --convention 只能与 --train … --scheme sinusoidal 一起使用。</translation>
    </message>
    <message>
        <location filename="../../app/cli/training_command.cpp" line="104"/>
        <source>step %1/%2: loss %3, training accuracy %4
</source>
        <translation>第 %1/%2 步：损失 %3，训练准确率 %4
</translation>
    </message>
    <message>
        <location filename="../../app/cli/training_command.cpp" line="110"/>
        <source>%1: %2 steps in %3 s
</source>
        <translation>%1：%2 步，用时 %3 秒
</translation>
    </message>
    <message>
        <location filename="../../app/cli/training_command.cpp" line="111"/>
        <source>Test accuracy by length (trained on %1 to %2 tokens; chance %3):
</source>
        <translation>各长度的测试准确率（训练句子为 %1 到 %2 个词元；随机水平 %3）：
</translation>
    </message>
    <message>
        <location filename="../../app/cli/training_command.cpp" line="114"/>
        <source>no encoding</source>
        <translation>不加位置编码</translation>
    </message>
    <message>
        <location filename="../../app/cli/challenge_command.cpp" line="24"/>
        <source>--%1 is for a worksheet: give --export-challenges a file ending in .pdf.</source>
        <translation>--%1 只用于练习卷：请给 --export-challenges 一个以 .pdf 结尾的文件。</translation>
    </message>
    <message>
        <location filename="../../app/cli/challenge_command.cpp" line="30"/>
        <source>--answer-key: &apos;%1&apos; must end in .pdf.</source>
        <translation>--answer-key：“%1”必须以 .pdf 结尾。</translation>
    </message>
    <message>
        <location filename="../../app/cli/challenge_command.cpp" line="34"/>
        <source>--answer-key: the key needs a file of its own, not the worksheet&apos;s &apos;%1&apos;.</source>
        <translation>--answer-key：答案需要单独的文件，不能和练习卷共用“%1”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/challenge_command.cpp" line="50"/>
        <source>--export-challenges: &apos;%1&apos; must end in .json (the questions) or .pdf (the worksheet).</source>
        <translation>--export-challenges：“%1”必须以 .json（题目）或 .pdf（练习卷）结尾。</translation>
    </message>
    <message>
        <location filename="../../app/cli/challenge_command.cpp" line="60"/>
        <source>--level must be from 1 to %1, got %2.</source>
        <translation>--level 必须在 1 到 %1 之间，实际为 %2。</translation>
    </message>
    <message>
        <location filename="../../app/cli/challenge_command.cpp" line="68"/>
        <source>--count must be from 1 to %1, got %2.</source>
        <translation>--count 必须在 1 到 %1 之间，实际为 %2。</translation>
    </message>
    <message>
        <location filename="../../app/cli/masks_command.cpp" line="23"/>
        <source>--export-masks needs --preset, one of %1; got &apos;%2&apos;.</source>
        <translation>--export-masks 需要 --preset，取值为 %1 之一；这里是“%2”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/masks_command.cpp" line="33"/>
        <source>--layers, --window and --chunk must be whole numbers above 0.</source>
        <translation>--layers、--window 和 --chunk 必须是大于 0 的整数。</translation>
    </message>
    <message>
        <location filename="../../app/cli/masks_command.cpp" line="72"/>
        <source>Cannot make the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <location filename="../../app/cli/grid_command.cpp" line="39"/>
        <source>--%1 does not go with --grid: a grid of patches reads only --scheme, --d-model and --base.</source>
        <translation>--%1 不能和 --grid 一起用：图像块网格只读取 --scheme、--d-model 和 --base。</translation>
    </message>
    <message>
        <location filename="../../app/cli/grid_command.cpp" line="46"/>
        <source>--scheme %1 needs --grid HxW, the rows and columns of patches.</source>
        <translation>--scheme %1 需要 --grid HxW，即图像块的行数和列数。</translation>
    </message>
    <message>
        <location filename="../../app/cli/grid_command.cpp" line="48"/>
        <source>--grid expects HxW, rows x columns of patches such as 14x14, got &apos;%1&apos;.</source>
        <translation>--grid 需要 HxW，即图像块的行数 x 列数，例如 14x14，实际为“%1”。</translation>
    </message>
    <message>
        <location filename="../../app/cli/grid_command.cpp" line="76"/>
        <source>--export-positions: &apos;%1&apos; must end in .json.</source>
        <translation>--export-positions：“%1”必须以 .json 结尾。</translation>
    </message>
    <message>
        <location filename="../../app/cli/grid_command.cpp" line="78"/>
        <source>--export-positions needs --tokens, such as text:3,image:4x6,video:2x4x4,text:2.</source>
        <translation>--export-positions 需要 --tokens，例如 text:3,image:4x6,video:2x4x4,text:2。</translation>
    </message>
    <message>
        <location filename="../../app/cli/grid_command.cpp" line="80"/>
        <source>--mrope must be one of %1, got &apos;%2&apos;.</source>
        <translation>--mrope 必须是 %1 之一，实际为“%2”。</translation>
    </message>
</context>
<context>
    <name>CurvesView</name>
    <message>
        <location filename="../../ui/explorer/curves_view.cpp" line="31"/>
        <location filename="../../ui/explorer/curves_view.cpp" line="72"/>
        <location filename="../../ui/explorer/curves_view.cpp" line="101"/>
        <source>value</source>
        <translation>数值</translation>
    </message>
</context>
<context>
    <name>EmbeddingsMenu</name>
    <message>
        <location filename="../../ui/shell/embeddings_menu.cpp" line="13"/>
        <source>E&amp;mbeddings</source>
        <translation>词向量(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/embeddings_menu.cpp" line="16"/>
        <source>Reading the word vectors…</source>
        <translation>正在读取词向量…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/embeddings_menu.cpp" line="16"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/shell/embeddings_menu.cpp" line="19"/>
        <source>&amp;Random Vectors (Untrained)</source>
        <translation>随机向量（未训练）(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/embeddings_menu.cpp" line="27"/>
        <source>Each word gets its own fixed random vector, as in a model before training.</source>
        <translation>每个词都有一个固定的随机向量，就像训练之前的模型那样。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/embeddings_menu.cpp" line="28"/>
        <source>&amp;Sample Word Vectors</source>
        <translation>示例词向量(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/embeddings_menu.cpp" line="29"/>
        <source>A few dozen English words and Chinese characters with hand-made 8-dimensional vectors: animals near animals, verbs near verbs.</source>
        <translation>几十个英文单词和汉字，配有手工设计的 8 维向量：动物靠近动物，动词靠近动词。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/embeddings_menu.cpp" line="31"/>
        <source>&amp;Load Word Vectors…</source>
        <translation>加载词向量(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/embeddings_menu.cpp" line="32"/>
        <source>Load Word Vectors</source>
        <translation>加载词向量</translation>
    </message>
    <message>
        <location filename="../../ui/shell/embeddings_menu.cpp" line="33"/>
        <source>Word vectors (*.txt *.vec);;All files (*)</source>
        <translation>词向量 (*.txt *.vec);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/embeddings_menu.cpp" line="37"/>
        <source>A GloVe or word2vec text file, e.g. glove.6B.50d.txt. Its dimension becomes d_model in the lab.</source>
        <translation>GloVe 或 word2vec 文本文件，例如 glove.6B.50d.txt。它的维度会成为实验室中的 d_model。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/embeddings_menu.cpp" line="44"/>
        <location filename="../../ui/shell/embeddings_menu.cpp" line="98"/>
        <source>Word Vectors</source>
        <translation>词向量</translation>
    </message>
    <message>
        <location filename="../../ui/shell/embeddings_menu.cpp" line="58"/>
        <source>%1 word vectors of %2 dimensions from %3; d_model in the lab is now %2.</source>
        <translation>已从 %3 读取 %1 个 %2 维词向量；实验室中的 d_model 现在是 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/embeddings_menu.cpp" line="69"/>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
</context>
<context>
    <name>EncodingExplorer</name>
    <message>
        <location filename="../../ui/explorer/encoding_explorer.cpp" line="201"/>
        <source>%1 — %2 positions, d_model %3</source>
        <translation>%1 — %2 个位置，d_model %3</translation>
    </message>
</context>
<context>
    <name>EncodingHeatmapView</name>
    <message>
        <location filename="../../ui/explorer/encoding_heatmap_view.cpp" line="39"/>
        <source>value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/encoding_heatmap_view.cpp" line="126"/>
        <source>selected %1</source>
        <translation>已选中 %1</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/encoding_heatmap_view.cpp" line="137"/>
        <source>%1 %2, %3 %4, value %5</source>
        <translation>%1 %2，%3 %4，数值 %5</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/encoding_heatmap_view.cpp" line="178"/>
        <source>%1
%2
Click to select this cell.</source>
        <translation>%1
%2
点击即可选中这个单元格。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/encoding_heatmap_view.cpp" line="66"/>
        <source>Compared: %1</source>
        <translation>对比：%1</translation>
    </message>
</context>
<context>
    <name>ExplorerControls</name>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="54"/>
        <source>Show Code…</source>
        <translation>显示代码…</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="55"/>
        <source>The NumPy and PyTorch code that rebuilds this matrix, to continue in a notebook (Ctrl+Shift+C).</source>
        <translation>重现这个矩阵的 NumPy 和 PyTorch 代码，便于在 Jupyter Notebook 中接着探索（Ctrl+Shift+C）。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="58"/>
        <source>Images and Video…</source>
        <translation>图像与视频…</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="60"/>
        <source>The same waves on a grid of image patches, and the three position ids Qwen&apos;s models give text, images and video: the Images and Video tab.</source>
        <translation>同样的波放到图像块网格上，以及 Qwen 的模型给文本、图像和视频的三个位置编号：“图像与视频”标签页。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="72"/>
        <source>How positions are written down: the paper&apos;s sines and cosines, or an alternative.</source>
        <translation>位置如何写成一组数：论文中的正弦和余弦，或者其他方案。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="78"/>
        <source>Compare with</source>
        <translation>对比方案</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="82"/>
        <source>causal buckets (a decoder&apos;s)</source>
        <translation>因果桶（解码器用）</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="83"/>
        <source>Only earlier keys get their own buckets, as in T5&apos;s decoder; every later key shares bucket 0 with the query itself. In the Attention Lab the causal mask decides.</source>
        <translation>只有前面的键各有自己的桶（与 T5 的解码器相同）；后面的键都和查询自身共用 0 号桶。在注意力实验室里，由因果掩码决定。</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/choices.cpp" line="62"/>
        <source>sinusoidal, Hugging Face MarianMT&apos;s convention</source>
        <translation>正弦，Hugging Face MarianMT 的约定</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/choices.cpp" line="63"/>
        <source>sinusoidal, tensor2tensor&apos;s convention</source>
        <translation>正弦，tensor2tensor 的约定</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/choices.cpp" line="94"/>
        <source>no scaling</source>
        <translation>不缩放</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/choices.cpp" line="94"/>
        <source>position interpolation</source>
        <translation>位置插值</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/choices.cpp" line="95"/>
        <source>dynamic NTK</source>
        <translation>动态 NTK</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/choices.cpp" line="95"/>
        <source>NTK-aware base (bloc97)</source>
        <translation>NTK-aware 底数（bloc97）</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/choices.cpp" line="96"/>
        <source>YaRN</source>
        <translation>YaRN</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/choices.cpp" line="96"/>
        <source>Llama 3</source>
        <translation>Llama 3</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="79"/>
        <source>Show a second scheme&apos;s heatmap beside the first, at the same settings, or the sinusoidal scheme in another library&apos;s convention.</source>
        <translation>在第一个热力图旁边显示第二个方案的热力图，设置相同；也可以显示按另一个库的约定写出的正弦方案。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="86"/>
        <source>heads (ALiBi)</source>
        <translation>头数（ALiBi）</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="89"/>
        <source>Each head has its own slope; the heatmap is the first head&apos;s. With a number of heads that is not a power of two the slopes are not an even sequence: the formula panel says why.</source>
        <translation>每个头有自己的斜率；热力图显示的是第一个头。头数不是 2 的幂时，各头的斜率不再构成整齐的等比数列：公式面板会说明原因。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="94"/>
        <source>Scheme</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="129"/>
        <source>d_model (width of each vector)</source>
        <translation>d_model（每个向量的维度）</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="131"/>
        <source>How many numbers encode each position. Odd values are allowed: in the paper&apos;s convention the last dimension is then a sine (in tensor2tensor&apos;s, zeros).</source>
        <translation>每个位置用多少个数来编码。可以是奇数：按论文的约定，最后一维是正弦（按 tensor2tensor 的约定，是一列 0）。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="133"/>
        <source>positions shown</source>
        <translation>显示的位置数</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="135"/>
        <source>How many positions (rows) to compute and show.</source>
        <translation>要计算并显示多少个位置（行）。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="136"/>
        <source>base</source>
        <translation>底数</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="142"/>
        <source>The paper uses 10000. A larger base makes the slowest waves even slower.</source>
        <translation>论文中使用 10000。底数越大，最慢的波就越慢。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="148"/>
        <source>Encoding</source>
        <translation>编码</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="165"/>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="166"/>
        <source>The selected position: a row of the heatmap.</source>
        <translation>选中的位置：热力图中的一行。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="167"/>
        <source>dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="168"/>
        <source>The selected dimension: a column of the heatmap.</source>
        <translation>选中的维度：热力图中的一列。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="171"/>
        <source>compare with position</source>
        <translation>对比位置</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="172"/>
        <source>A second position, drawn dashed in the vector view and compared in the similarity views.</source>
        <translation>第二个位置：在向量图中用虚线画出，并在相似度图中与选中的位置进行比较。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="174"/>
        <source>Selection</source>
        <translation>当前选择</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="188"/>
        <source>Pin dimension</source>
        <translation>固定此维度</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="189"/>
        <source>Keep the selected dimension&apos;s curve on the plot to compare it with others.</source>
        <translation>把选中维度的曲线保留在图上，以便与其他维度比较。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="190"/>
        <source>Clear pins</source>
        <translation>清除固定的曲线</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="191"/>
        <source>Remove every pinned curve.</source>
        <translation>移除所有固定的曲线。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="192"/>
        <source>Stack the curves</source>
        <translation>曲线分行排列</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="193"/>
        <source>Draw each curve on its own line instead of on the same axes.</source>
        <translation>每条曲线各画一行，而不是画在同一组坐标轴上。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="194"/>
        <source>Classic figure: dimensions 2, 6, 12</source>
        <translation>经典图：维度 2、6、12</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="195"/>
        <source>d_model 64, 128 positions, the curves of dimensions 2, 6 and 12.</source>
        <translation>d_model 为 64，128 个位置，维度 2、6 和 12 的曲线。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="196"/>
        <source>Classic figure: positions 1 and 5</source>
        <translation>经典图：位置 1 和 5</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="197"/>
        <source>d_model 64: the 32 sines and 32 cosines of positions 1 and 5.</source>
        <translation>d_model 为 64：位置 1 和 5 的 32 个正弦值和 32 个余弦值。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/controls.cpp" line="199"/>
        <source>Curves</source>
        <translation>曲线</translation>
    </message>
</context>
<context>
    <name>FigureExport</name>
    <message>
        <location filename="../../ui/plots/figure_export.cpp" line="53"/>
        <source>%1: a figure is saved as .png, .svg or .pdf.</source>
        <translation>%1：图片只能保存为 .png、.svg 或 .pdf。</translation>
    </message>
    <message>
        <location filename="../../ui/plots/figure_export.cpp" line="78"/>
        <source>Save as PNG (%1×)…</source>
        <translation>另存为 PNG（%1×）…</translation>
    </message>
    <message>
        <location filename="../../ui/plots/figure_export.cpp" line="79"/>
        <source>Save as SVG…</source>
        <translation>另存为 SVG…</translation>
    </message>
    <message>
        <location filename="../../ui/plots/figure_export.cpp" line="80"/>
        <source>Save as PDF…</source>
        <translation>另存为 PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/plots/figure_export.cpp" line="81"/>
        <source>Copy image</source>
        <translation>复制图片</translation>
    </message>
    <message>
        <location filename="../../ui/plots/figure_export.cpp" line="84"/>
        <source>Save matrix as CSV…</source>
        <translation>把矩阵保存为 CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/plots/figure_export.cpp" line="85"/>
        <source>Save matrix for NumPy (.npy)…</source>
        <translation>把矩阵保存为 NumPy 文件（.npy）…</translation>
    </message>
    <message>
        <location filename="../../ui/plots/figure_export.cpp" line="92"/>
        <location filename="../../ui/plots/figure_export.cpp" line="100"/>
        <source>Save Figure</source>
        <translation>保存图片</translation>
    </message>
    <message>
        <location filename="../../ui/plots/figure_export.cpp" line="107"/>
        <location filename="../../ui/plots/figure_export.cpp" line="115"/>
        <source>Save Matrix</source>
        <translation>保存矩阵</translation>
    </message>
    <message>
        <location filename="../../ui/plots/figure_export.cpp" line="124"/>
        <source>Saved %1</source>
        <translation>已保存到 %1</translation>
    </message>
</context>
<context>
    <name>FormulaPanel</name>
    <message>
        <location filename="../../ui/explorer/formula_panel.cpp" line="14"/>
        <source>Formula with its numbers</source>
        <translation>代入数值的公式</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/formula_panel.cpp" line="18"/>
        <source>The offset as a rotation M_k…</source>
        <translation>把偏移看成旋转 M_k…</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/formula_panel.cpp" line="27"/>
        <source>PE(p + k) = M_k · PE(p) for every p: the matrix that moves every position k places on, k being the compared position minus the selected one.</source>
        <translation>对每个 p 都有 PE(p + k) = M_k · PE(p)：这个矩阵把每个位置向后移动 k 位，k 等于对比位置减去选中位置。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/formula_panel.cpp" line="57"/>
        <source>Position %1, all its %2 numbers: (%3)</source>
        <translation>位置 %1 的全部 %2 个数：(%3)</translation>
    </message>
</context>
<context>
    <name>FrequencySlotBar</name>
    <message>
        <location filename="../../ui/grid/frequency_slot_bar.cpp" line="32"/>
        <source>Frequency slots of a head coloured by the position id that turns them</source>
        <translation>一个头的频率槽，按转动它的位置编号着色</translation>
    </message>
    <message>
        <location filename="../../ui/grid/frequency_slot_bar.cpp" line="49"/>
        <source>temporal</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../ui/grid/frequency_slot_bar.cpp" line="49"/>
        <source>height</source>
        <translation>高</translation>
    </message>
    <message>
        <location filename="../../ui/grid/frequency_slot_bar.cpp" line="49"/>
        <source>width</source>
        <translation>宽</translation>
    </message>
    <message>
        <location filename="../../ui/grid/frequency_slot_bar.cpp" line="55"/>
        <source>In order (Qwen2-VL, Qwen2.5-VL)</source>
        <translation>按顺序（Qwen2-VL、Qwen2.5-VL）</translation>
    </message>
    <message>
        <location filename="../../ui/grid/frequency_slot_bar.cpp" line="55"/>
        <source>Interleaved (Qwen3-VL)</source>
        <translation>交错排列（Qwen3-VL）</translation>
    </message>
    <message>
        <location filename="../../ui/grid/frequency_slot_bar.cpp" line="60"/>
        <source>wavelength, θ = %1</source>
        <translation>波长，θ = %1</translation>
    </message>
    <message>
        <location filename="../../ui/grid/frequency_slot_bar.cpp" line="160"/>
        <source>Each slot&apos;s wavelength is 2π·θ^(2j/%1) positions, j the slot; θ = %2 in Qwen2-VL and %3 in Qwen3-VL.</source>
        <translation>每个槽的波长是 2π·θ^(2j/%1) 个位置，j 是槽的编号；Qwen2-VL 的 θ = %2，Qwen3-VL 的 θ = %3。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/frequency_slot_bar.cpp" line="108"/>
        <source>Slot %1 (%2): turned by the %3 id; wavelength %4 positions.</source>
        <translation>槽 %1（%2）：由%3编号转动；波长 %4 个位置。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/frequency_slot_bar.cpp" line="134"/>
        <source>slot</source>
        <translation>槽</translation>
    </message>
</context>
<context>
    <name>GridView</name>
    <message>
        <location filename="../../ui/grid/grid_view.cpp" line="39"/>
        <source>Image patches: 2D positions</source>
        <translation>图像块：二维位置</translation>
    </message>
    <message>
        <location filename="../../ui/grid/grid_view.cpp" line="46"/>
        <source>Text, images and video: Qwen&apos;s multimodal RoPE</source>
        <translation>文本、图像与视频：Qwen 的多模态 RoPE</translation>
    </message>
    <message>
        <location filename="../../ui/grid/grid_view.cpp" line="47"/>
        <source>Images and video</source>
        <translation>图像与视频</translation>
    </message>
    <message>
        <location filename="../../ui/grid/grid_view.cpp" line="48"/>
        <source>Show Code…</source>
        <translation>显示代码…</translation>
    </message>
    <message>
        <location filename="../../ui/grid/grid_view.cpp" line="50"/>
        <source>NumPy and PyTorch that rebuild the page&apos;s numbers as MAE, RoPE-ViT, FLUX or Hugging Face&apos;s Qwen2-VL write them.</source>
        <translation>用 NumPy 和 PyTorch 按 MAE、RoPE-ViT、FLUX 或 Hugging Face 的 Qwen2-VL 的写法，重新算出这一页的数值。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/grid_view.cpp" line="140"/>
        <source>The position ids of %1</source>
        <translation>%1 的位置编号</translation>
    </message>
    <message>
        <location filename="../../ui/grid/grid_view.cpp" line="150"/>
        <source>%1 on a grid of %2 × %3 patches</source>
        <translation>%2 × %3 个图像块的网格上的%1</translation>
    </message>
</context>
<context>
    <name>GuidedLesson</name>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="82"/>
        <source>Word order matters</source>
        <translation>词序很重要</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="92"/>
        <source>Attention alone cannot see the order</source>
        <translation>单靠注意力看不出词序</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="93"/>
        <source>Look at the left column: without positional information, sentence B&apos;s map is sentence A&apos;s map with its rows and columns reordered. The verdict says so: attention cannot tell the two sentences apart.</source>
        <translation>看左边一列：没有位置信息时，句子 B 的图只不过是把句子 A 的图的行和列重新排了顺序。上方的结论也这么说：注意力区分不了这两个句子。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="101"/>
        <source>The formula, worked out</source>
        <translation>把公式算一遍</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="110"/>
        <source>Waves of different speeds</source>
        <translation>快慢不同的波</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="111"/>
        <source>Dimensions 2, 6 and 12 over 128 positions: each is a wave, and the higher the dimension, the longer the wave. Together they work like the hands of a clock.</source>
        <translation>维度 2、6 和 12 在 128 个位置上的取值：每一维都是一条波，维度越高，波长越长。它们合在一起，就像时钟上快慢不同的指针。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="120"/>
        <source>Two positions, two vectors</source>
        <translation>两个位置，两个向量</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="121"/>
        <source>The vectors of positions 1 and 5 (bottom left): the first pairs differ a lot, the last ones hardly at all. Every position gets a pattern no other position has.</source>
        <translation>位置 1 和位置 5 的向量（左下）：前面几个维度对相差很大，最后几个几乎没有差别。每个位置都有一个独一无二的模式。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="129"/>
        <source>Fast on the left, slow on the right</source>
        <translation>左边快，右边慢</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="130"/>
        <source>The whole encoding as a heatmap: the low dimensions on the left change from one row to the next and tell neighbours apart; the high ones on the right change slowly and tell where in a long text a word is.</source>
        <translation>把整个编码画成一张热力图：左边的低维度逐行变化，能区分相邻的位置；右边的高维度变化缓慢，能说明一个词大致位于长文本的哪一段。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="138"/>
        <source>Similarity depends only on the distance</source>
        <translation>相似度只取决于距离</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="139"/>
        <source>Bottom right: the dot product of every pair of positions. It is constant along each diagonal: two positions four apart are as alike at the start as at the end. The formula panel on the left checks it: the largest difference is below 10⁻¹³.</source>
        <translation>右下：每两个位置之间的点积。它沿每条对角线都保持不变：相隔 4 的两个位置，在开头和在结尾一样相似。左侧的公式面板验证了这一点：最大差值小于 10⁻¹³。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="147"/>
        <source>With position, attention sees the order</source>
        <translation>有了位置信息，注意力就能看出词序</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="159"/>
        <source>Why not something simpler?</source>
        <translation>为什么不用更简单的办法？</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="160"/>
        <source>Left: the paper&apos;s sines and cosines; right: the position written in binary. Binary jumps from row to row, and other simple ideas grow without bound or change meaning with the sentence&apos;s length.</source>
        <translation>左：论文中的正弦和余弦；右：用二进制写出的位置。二进制逐行跳变；其他简单的办法要么数值无限增长，要么含义随句子长度而变。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="167"/>
        <source>A learned table has an end</source>
        <translation>可学习的位置表有尽头</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="168"/>
        <source>Models such as BERT and GPT-2 learn one vector per position, up to max_len. Past it there is nothing at all (the blank rows), so they cannot read a longer text.</source>
        <translation>BERT 和 GPT-2 这类模型为每个位置学习一个向量，最多到 max_len。超过 max_len 就什么都没有了（空白的行），所以它们读不了更长的文本。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="174"/>
        <source>Train a model without position</source>
        <translation>训练一个不含位置信息的模型</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="175"/>
        <source>A tiny Transformer learns to say who did it: “the dog bit the man” → dog. Without position it trains and trains, but its accuracy stays on the chance line: “the dog bit the man” and “the man bit the dog” look exactly the same to it.</source>
        <translation>一个很小的 Transformer 学习说出是谁做的：狗咬人 → 狗。没有位置信息时，它练了又练，准确率却一直停在随机水平线上：在它看来，“狗咬人”和“人咬狗”完全一样。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="181"/>
        <source>The same model, with position</source>
        <translation>同一个模型，加上位置信息</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="182"/>
        <source>Now with the sinusoidal encoding added to each word: watch its curve leave the chance line within a few hundred steps. Then type a sentence under Try it: the other order gets the other answer.</source>
        <translation>现在给每个词加上正弦位置编码：看它的曲线在几百步之内离开随机水平线。然后在“试一试”里输入一个句子：换一种词序，就会得到另一个答案。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="187"/>
        <source>A learned table cannot read longer sentences</source>
        <translation>可学习的位置表读不了更长的句子</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="188"/>
        <source>The learned table trains as well as the waves on sentences of up to 8 words. The length chart shows what happens past them: the table has no rows, so the model cannot read the sentence at all. The waves have a vector for every position; the notes under the chart say how well the model answers with them there.</source>
        <translation>在不超过 8 个词的句子上，可学习的位置表和正弦波训练得一样好。长度图显示句子更长时会怎样：表里没有对应的行，模型根本读不了这个句子。正弦波为每个位置都准备了向量；模型在这些长度上答得怎样，见图下方的说明。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="198"/>
        <source>RoPE adds nothing to the words: it turns each query and key by an angle that grows with the position, so the score of two words depends on the words and on how far apart they are, not on where they stand. Change the scheme in the controls on the right to try the others (in presentation mode, Ctrl+H shows them).</source>
        <translation>RoPE 不给词加任何东西：它把每个查询和键旋转一个随位置增大的角度，所以两个词之间的分数只取决于这两个词本身和它们相隔多远，而与它们在句中的绝对位置无关。在右侧的控制面板中切换方案，试试其他几种（演示模式下按 Ctrl+H 显示控制面板）。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="209"/>
        <source>Every fourth layer of Llama 4 has no position. Here a model with none must name the symbol before each one, trained without a mask and with the causal mask (dashed), under which a symbol sees only those before it.</source>
        <translation>Llama 4 每四层就有一层不用位置。这里一个完全没有位置信息的模型要说出每个符号前面的那个符号，分别不加掩码、加因果掩码（虚线）训练；有了掩码，每个符号只能看到它前面的符号。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="215"/>
        <source>gpt-oss gives each head a sink: one more logit in every row&apos;s softmax, dropped afterwards, so a word may give part of its attention to nothing. The verdicts say how much it takes. Layers of 2025–26 Models… (under the lab&apos;s controls; Ctrl+H) shows how Llama 4, Gemma 3, gpt-oss and Mistral mix local and global layers.</source>
        <translation>gpt-oss 给每个头加了一个注意力汇：每一行的 softmax 多一个 logit，算完后再去掉，于是一个词可以把一部分注意力“交给空处”。结论给出它拿走了多少。“2025—2026 年模型的层…”（在实验室控制面板下方；Ctrl+H）展示 Llama 4、Gemma 3、gpt-oss 和 Mistral 怎样搭配局部层和全局层。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="197"/>
        <source>Modern models: rotate instead of add</source>
        <translation>现代模型：旋转，而不是相加</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="83"/>
        <source>“Dog bit man” and “man bit dog” use the same three words, yet only one of them is news. A model that reads sentences must know where each word stands.</source>
        <translation>“我爱你”和“你爱我”用的是同样的三个字，意思却正好相反。模型读句子时，必须知道每个词在什么位置。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="102"/>
        <source>Each position gets a vector of sines and cosines. With d_model 4, position 2 is (sin 2, cos 2, sin 0.02, cos 0.02). The formula panel on the left works out dimension 3 and lists all four numbers.</source>
        <translation>每个位置得到一个由正弦和余弦组成的向量。d_model 为 4 时，位置 2 是 (sin 2, cos 2, sin 0.02, cos 0.02)。左边的公式面板算出第 3 维，并列出全部四个数。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="148"/>
        <source>Now the right column: the positional encoding is added to each word&apos;s vector. B&apos;s map is drawn in A&apos;s word order, cell for cell, and still the two maps differ: the verdict above them says the orders differ.</source>
        <translation>现在看右边一列：每个词的向量加上了位置编码。B 的图按 A 的词序逐格画出，两张图仍然不同：图上方的结论说，两种词序不一样。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="208"/>
        <source>2017 → 2026: no position at all</source>
        <translation>2017 → 2026：完全没有位置</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="214"/>
        <source>2017 → 2026: a sink for attention</source>
        <translation>2017 → 2026：注意力汇</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="225"/>
        <source>2026: positions beyond a line</source>
        <translation>2026：不止一条线上的位置</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="226"/>
        <source>A Vision Transformer cuts a picture into patches, and each patch needs a position in two dimensions. MAE gives half of each vector to the column and half to the row. Click a patch: the colours show how alike every other patch&apos;s position is to it.</source>
        <translation>Vision Transformer 把图片切成图像块，每个图像块都需要一个二维的位置。MAE 把每个向量的一半给列，一半给行。点击一个图像块：颜色表示其他每个图像块的位置与它有多相似。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="235"/>
        <source>Your turn: predict, then check</source>
        <translation>轮到你了：先预测，再核对</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_lesson.cpp" line="236"/>
        <source>Questions made from the app&apos;s own numbers. Decide on your answer before you press Check; a wrong answer is a good question: Show Me opens the view that answers it.</source>
        <translation>这些题目用本程序自己算出的数字出题。按“核对”之前先想好答案；答错也没关系，错的地方正好值得弄清楚：“带我看看”会打开能解答这道题的视图。</translation>
    </message>
</context>
<context>
    <name>GuidedNotes</name>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="22"/>
        <source>On the left, take the row of “tigers” in sentence A and find the row of “tigers” in sentence B. What do you notice?</source>
        <translation>看左边一列：先在句子 A 的图里找到“老”字那一行，再在句子 B 的图里找到“老”字那一行。你发现了什么？</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="23"/>
        <source>The same numbers, in other places: B&apos;s map is A&apos;s map reordered, as the verdict says. Without position, attention cannot tell the two sentences apart.</source>
        <translation>数字一模一样，只是换了位置：B 的图就是 A 的图重新排了序，上方的结论也这么说。没有位置信息，注意力分不清这两个句子。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="26"/>
        <source>Position 2 is (sin 2, cos 2, sin 0.02, cos 0.02). Where does the 0.02 come from?</source>
        <translation>位置 2 的向量是 (sin 2, cos 2, sin 0.02, cos 0.02)。这个 0.02 是从哪里来的？</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="18"/>
        <source>“Dog bit man” and “man bit dog” use the same three words. Do they mean the same? What must a model know to tell them apart?</source>
        <translation>“我爱你”和“你爱我”用的是同样三个字，意思一样吗？模型要知道什么，才能把它们区分开？</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="20"/>
        <source>No: who bit whom is turned around. The model must know where each word stands: its position.</source>
        <translation>不一样：谁爱谁反过来了。模型必须知道每个字在什么地方，也就是它的位置。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="27"/>
        <source>From 2 / 10000^(2·1/4) = 2 / 100: the second pair of dimensions turns a hundred times more slowly than the first. The formula panel works out dimension 3 and lists the four numbers of position 2.</source>
        <translation>来自 2 / 10000^(2·1/4) = 2 / 100：第二对维度转得比第一对慢一百倍。公式面板算出第 3 维，并列出位置 2 的四个数。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="30"/>
        <source>Which of the three waves repeats the fastest?</source>
        <translation>这三条波里，哪一条重复得最快？</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="31"/>
        <source>Dimension 2, the top one: its wavelength λ in the legend is the shortest. The higher the dimension, the longer the wave, like the second, minute and hour hands of a clock.</source>
        <translation>最上面那条，维度 2：图例里它的波长 λ 最短。维度越高，波长越长，就像钟表的秒针、分针和时针。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="34"/>
        <source>Bottom left, positions 1 and 5: do their vectors differ most in the first pairs or in the last ones?</source>
        <translation>看左下角位置 1 和位置 5 的向量：它们在前面几个维度对上差得多，还是在最后几个维度对上差得多？</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="35"/>
        <source>In the first pairs: the fast waves turn a lot in four positions. The last pairs hardly move, so there the two vectors are almost the same.</source>
        <translation>前面几个维度对：快的波隔四个位置已经转了不少。最后几个维度对几乎不动，所以两个向量在这些维度上几乎一样。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="38"/>
        <source>Follow one column on the left and one on the right down the rows: which changes faster, and what is each good for?</source>
        <translation>在热力图左边和右边各挑一列，从上往下看：哪一列变得快？它们各有什么用？</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="39"/>
        <source>The left columns change from row to row and tell neighbours apart; the right ones change slowly and tell where in a long text a word is.</source>
        <translation>左边的列一行一变，能区分相邻的位置；右边的列变得很慢，能说明一个词大致位于长文本的哪一段。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="42"/>
        <source>Bottom right: are two positions four apart as alike at the start as at the end?</source>
        <translation>看右下角：相隔 4 的两个位置，在开头和在结尾一样相似吗？</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="43"/>
        <source>Yes: the picture is the same along each diagonal, so similarity depends only on the distance. The formula panel checks it over every position.</source>
        <translation>一样。图沿着每条对角线都不变，所以相似度只取决于距离。左侧的公式面板在所有位置上验证了这一点。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="46"/>
        <source>Now the right column: are its two maps still the same numbers, reordered?</source>
        <translation>再看右边一列：这两张图还只是同样的数字换了顺序吗？</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="47"/>
        <source>No: with the encoding added to each word they are not, and the verdict above them says the orders differ.</source>
        <translation>不是了。每个词加上位置编码以后，两张图不再只是重新排序，上方的结论也说两种词序不同。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="49"/>
        <source>Why not simply number the positions 0, 1, 2, … or write them in binary?</source>
        <translation>为什么不直接把位置编号为 0、1、2……，或者写成二进制？</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="50"/>
        <source>Plain numbers grow without bound and drown the word; divided by the length they change meaning with it; binary (right) jumps from row to row, so neighbours are not alike.</source>
        <translation>直接编号会越来越大，把词本身淹没；除以句长的话，同一个数在长短不同的句子里意思就变了；二进制（右图）一行一跳，相邻的位置并不相似。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="53"/>
        <source>What does a model with a learned table do with a text longer than max_len?</source>
        <translation>用可学习位置表的模型，遇到比 max_len 还长的文本会怎样？</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="54"/>
        <source>It cannot read it: past max_len the table has no rows (the blank ones). The sines and cosines have a vector for every position.</source>
        <translation>读不了：超过 max_len，表里就没有行了（就是那些空白的行）。正弦和余弦则为每个位置都准备了向量。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="57"/>
        <source>Before the curve rises, a show of hands: will the model without position learn who did it?</source>
        <translation>曲线出来之前，先请大家举手：没有位置信息的模型，能学会说出是谁做的吗？</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="58"/>
        <source>No: its accuracy stays on the chance line. “the dog bit the man” and “the man bit the dog” are the same words to it.</source>
        <translation>学不会。它的准确率一直停在随机水平线上：在它看来，“狗咬人”和“人咬狗”是同样几个字。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="61"/>
        <source>Which curve will leave the chance line? After training, type a sentence under Try it, then swap its nouns.</source>
        <translation>哪条曲线会离开随机水平线？训练完以后，在“试一试”里输入一个句子，再把两个名词对调。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="62"/>
        <source>The sinusoidal model&apos;s curve rises, the one without position stays at chance; with position the other order gets the other answer.</source>
        <translation>加了正弦位置编码的模型，曲线升了上去；没有位置信息的那条停在随机水平线上。有了位置信息，换一种词序，模型就给出另一个答案。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="65"/>
        <source>Both models trained on sentences of up to 8 words. What will each do with a sentence of 12?</source>
        <translation>两个模型都只在最多 8 个词的句子上训练过。遇到 12 个词的句子，它们各会怎样？</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="66"/>
        <source>The learned table has no row past 8: that model cannot read the sentence (the gap in the length chart). The waves have a vector there; the notes under the chart say how well it answers.</source>
        <translation>可学习的位置表过了 8 就没有行了：这个模型根本读不了这个句子（长度图里的空缺）。正弦波在那里也有向量；模型答得怎样，见图下方的说明。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="69"/>
        <source>RoPE adds nothing to the words. How can attention still see the order?</source>
        <translation>RoPE 不给词加任何东西，注意力为什么还能看出词序？</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="70"/>
        <source>It turns each query and key by an angle that grows with the position, so a score depends on how far apart two words are: the two maps on the right differ.</source>
        <translation>它把每个查询和键旋转一个随位置增大的角度，所以分数取决于两个词相隔多远：右边两张图因此不同。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="73"/>
        <source>Which run will find the symbol before: the one without the mask or the one with it (dashed)? Neither has any position.</source>
        <translation>哪一次训练能找出前一个符号：不加掩码的，还是加了掩码的（虚线）？两者都没有任何位置信息。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="74"/>
        <source>The one with the mask rises far above the other: what a symbol can see grows by one with its place, and that is enough to count. Without the mask every order of the symbols looks the same to the model.</source>
        <translation>加了掩码的那条曲线远远高于另一条：符号每往后一位，能看到的符号就多一个，这就足以计数。不加掩码时，同一组符号无论怎样排列，在模型看来都一样。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="77"/>
        <source>If a word may give part of its attention to nothing, do its weights still add up to 1?</source>
        <translation>如果一个词可以把一部分注意力“交给空处”，它的权重加起来还是 1 吗？</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="78"/>
        <source>No: each row sums to 1 less what the sink took, which the verdicts give. A head that has nothing to look for can put its attention there instead of on the first word.</source>
        <translation>不是：每一行的和是 1 减去注意力汇拿走的部分，结论里给出了这个数。一个无事可看的头，可以把注意力放在这里，而不必压在第一个词上。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="81"/>
        <source>Before you click: which patches will be most like the chosen one, those beside it, above and below it, or on its diagonal?</source>
        <translation>点击之前先猜一猜：哪些图像块和所选的最相似？左右的、上下的，还是斜对角的？</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="82"/>
        <source>The four beside, above and below it, all four equally: half of the vector follows the column, half the row, and a step along either changes one half only. The sentences give the numbers.</source>
        <translation>左右和上下的四个，而且四个一样相似：向量的一半跟随列，一半跟随行，沿任一方向走一步只改变其中一半。下方的句子给出了具体数值。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="85"/>
        <source>Before anyone presses Check, everyone commits to an answer: hands up or voting cards.</source>
        <translation>按“核对”之前，请每个同学先定下自己的答案：举手，或者举起选项牌。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/guided_notes.cpp" line="86"/>
        <source>Check shows the answer and why. For the whole class, Class mode for a projector: S starts the countdown, R reveals the answer.</source>
        <translation>按“核对”会显示答案和解析。全班一起做时，用“课堂模式（投影用）”：按 S 开始倒计时，按 R 揭晓答案。</translation>
    </message>
</context>
<context>
    <name>HandbookWindow</name>
    <message>
        <location filename="../../ui/shell/handbook_window.cpp" line="103"/>
        <source>Positional Encoding Explorer Handbook</source>
        <translation>位置编码探索器使用手册</translation>
    </message>
    <message>
        <location filename="../../ui/shell/handbook_window.cpp" line="116"/>
        <source>Handbook pages</source>
        <translation>使用手册目录</translation>
    </message>
    <message>
        <location filename="../../ui/shell/handbook_window.cpp" line="117"/>
        <source>Handbook page</source>
        <translation>使用手册页面</translation>
    </message>
</context>
<context>
    <name>HandsTally</name>
    <message>
        <location filename="../../ui/challenges/hands_tally.cpp" line="44"/>
        <source>Hands up: %1 of %2 on the right answer.</source>
        <translation>举手：%2 人中有 %1 人选对。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/hands_tally.cpp" line="51"/>
        <source>%1: %2</source>
        <comment>a choice&apos;s letter and the hands raised for it</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/hands_tally.cpp" line="52"/>
        <source>%1 (%2 of %3 hands on the right answer, %4)</source>
        <translation>%1（%3 人中有 %2 人选对，正确答案 %4）</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/hands_tally.cpp" line="63"/>
        <source>Hands up:</source>
        <translation>举手人数：</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/hands_tally.cpp" line="68"/>
        <source>Hands up for %1</source>
        <translation>选 %1 的举手人数</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/hands_tally.cpp" line="69"/>
        <source>Ask the class to raise their hands for each letter, and type how many; R shows the counts as bars beside the answer.</source>
        <translation>请全班按各字母举手，并输入每个字母的举手人数；按 R 会在答案旁用条形图显示这些人数。</translation>
    </message>
</context>
<context>
    <name>Heatmap</name>
    <message>
        <location filename="../../ui/state/colour_map.cpp" line="42"/>
        <source>Blue–white–red and viridis (colour-blind safe)</source>
        <translation>蓝–白–红与 viridis（色盲友好）</translation>
    </message>
    <message>
        <location filename="../../ui/state/colour_map.cpp" line="43"/>
        <source>Purple–white–orange and cividis (colour-blind safe)</source>
        <translation>紫–白–橙与 cividis（色盲友好）</translation>
    </message>
    <message>
        <location filename="../../ui/state/colour_map.cpp" line="44"/>
        <source>Greys (for black-and-white printing)</source>
        <translation>灰度（适合黑白打印）</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../../ui/shell/help_menu.cpp" line="19"/>
        <source>About Positional Encoding Explorer</source>
        <translation>关于位置编码探索器</translation>
    </message>
    <message>
        <location filename="../../ui/shell/help_menu.cpp" line="20"/>
        <source>&lt;h3&gt;Positional Encoding Explorer %1&lt;/h3&gt;&lt;p&gt;How Transformers know word order.&lt;/p&gt;&lt;p&gt;The sinusoidal encoding is the one of Vaswani et al., &lt;i&gt;Attention Is All You Need&lt;/i&gt; (2017); RoPE is from Su et al. (2021), ALiBi from Press et al. (2022).&lt;/p&gt;&lt;p&gt;Licensed under the MIT licence. Built with Qt (LGPL 3), QCustomPlot (GPL 3) and Eigen (MPL 2).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;位置编码探索器 %1&lt;/h3&gt;&lt;p&gt;Transformer 如何得知词序。&lt;/p&gt;&lt;p&gt;正弦位置编码出自 Vaswani 等人的 &lt;i&gt;Attention Is All You Need&lt;/i&gt;（2017）；RoPE 出自 Su 等人（2021），ALiBi 出自 Press 等人（2022）。&lt;/p&gt;&lt;p&gt;本程序按 MIT 许可证发布。使用了 Qt（LGPL 3）、QCustomPlot（GPL 3）和 Eigen（MPL 2）。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/shell/help_menu.cpp" line="34"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/help_menu.cpp" line="35"/>
        <source>&amp;Handbook</source>
        <translation>使用手册(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/help_menu.cpp" line="36"/>
        <source>The handbook, in a window of its own</source>
        <translation>在单独的窗口中打开使用手册</translation>
    </message>
    <message>
        <location filename="../../ui/shell/help_menu.cpp" line="38"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/help_menu.cpp" line="40"/>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../../ui/shell/help_menu.cpp" line="42"/>
        <source>&amp;About Positional Encoding Explorer</source>
        <translation>关于位置编码探索器(&amp;A)</translation>
    </message>
</context>
<context>
    <name>InsideOneWord</name>
    <message>
        <location filename="../../ui/attention_lab/inside_one_word.cpp" line="21"/>
        <source>Inside one word</source>
        <translation>一个词的内部</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/inside_one_word.cpp" line="27"/>
        <source>A word of sentence A to look inside.</source>
        <translation>选句子 A 中的一个词，看看它的内部。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/inside_one_word.cpp" line="29"/>
        <source>dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/inside_one_word.cpp" line="87"/>
        <source>word vector E</source>
        <translation>词向量 E</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/inside_one_word.cpp" line="87"/>
        <source>word vector √d_model·E</source>
        <translation>词向量 √d_model·E</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/inside_one_word.cpp" line="91"/>
        <source>position %1, row %2: PE</source>
        <translation>位置 %1，第 %2 行：PE</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/inside_one_word.cpp" line="92"/>
        <source>position %1: PE</source>
        <translation>位置 %1：PE</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/inside_one_word.cpp" line="93"/>
        <source>input X</source>
        <translation>输入 X</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/inside_one_word.cpp" line="99"/>
        <source>Lengths: %1 %2, PE %3, X %4.</source>
        <translation>长度：%1 %2，PE %3，X %4。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/inside_one_word.cpp" line="100"/>
        <location filename="../../ui/attention_lab/inside_one_word.cpp" line="102"/>
        <source>√d_model·E</source>
        <translation>√d_model·E</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/inside_one_word.cpp" line="100"/>
        <location filename="../../ui/attention_lab/inside_one_word.cpp" line="102"/>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/inside_one_word.cpp" line="102"/>
        <source>Length of %1: %2 (no position vector is added).</source>
        <translation>%1 的长度：%2（未加位置向量）。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/inside_one_word.cpp" line="106"/>
        <source>&apos;%1&apos; is token %2 of sentence A.</source>
        <translation>“%1”是句子 A 中位置 %2 的词元。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/inside_one_word.cpp" line="113"/>
        <source>&apos;%1&apos; is token %2 in A and token %3 in B. Cosine similarity of its two input vectors: %4 without position; with position there are none here.</source>
        <translation>“%1”在 A 中位于位置 %2，在 B 中位于位置 %3。它的两个输入向量的余弦相似度：不含位置时为 %4；这里没有加了位置的输入向量。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/inside_one_word.cpp" line="122"/>
        <source>&apos;%1&apos; is token %2 in A and token %3 in B. Cosine similarity of its two input vectors: %4 without position, %5 with position.</source>
        <translation>“%1”在 A 中位于位置 %2，在 B 中位于位置 %3。它的两个输入向量的余弦相似度：不含位置时为 %4，含位置时为 %5。</translation>
    </message>
</context>
<context>
    <name>KeptSetUpButton</name>
    <message>
        <location filename="../../ui/shell/kept_set_up_button.cpp" line="13"/>
        <source>Back to My Set-up</source>
        <translation>回到我的设置</translation>
    </message>
    <message>
        <location filename="../../ui/shell/kept_set_up_button.cpp" line="16"/>
        <source>Show Me set the views up for a question. This puts back the settings you had before (%1).</source>
        <translation>“带我看看”为一道题调整了视图。点这个按钮可恢复你之前的设置（%1）。</translation>
    </message>
</context>
<context>
    <name>LabControls</name>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="40"/>
        <source>Show Code…</source>
        <translation>显示代码…</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="41"/>
        <source>The NumPy and PyTorch code that rebuilds these attention weights (Ctrl+Shift+C).</source>
        <translation>重现这些注意力权重的 NumPy 和 PyTorch 代码（Ctrl+Shift+C）。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="100"/>
        <location filename="../../ui/attention_lab/controls.cpp" line="296"/>
        <source>d_model (shared with the explorer)</source>
        <translation>d_model（与编码探索器共用）</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="102"/>
        <source>The width of every vector: embeddings, positional encodings, queries and keys.</source>
        <translation>每个向量的维度：词嵌入、位置编码、查询和键都是这个维度。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="104"/>
        <source>base (shared with the explorer)</source>
        <translation>底数（与编码探索器共用）</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="107"/>
        <source>The base of the sinusoidal encoding&apos;s and RoPE&apos;s frequencies. The paper uses 10000.</source>
        <translation>正弦位置编码和 RoPE 频率的底数。论文用的是 10000。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="113"/>
        <source>How position enters attention (shared with the explorer). RoPE, ALiBi, T5 and Shaw act on the scores: for them &quot;with positional information&quot; means applied there.</source>
        <translation>位置信息如何进入注意力（与编码探索器共用）。RoPE、ALiBi、T5 和 Shaw 作用在注意力分数上：对它们来说，“含位置信息”指的是在分数上加入位置。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="117"/>
        <source>The learned table has a row for each position below max_len and nothing after: a sentence with more tokens has no position vector for its last words (shared with the explorer).</source>
        <translation>可学习的位置表只为 max_len 以内的每个位置各存一行，再往后就什么都没有：句子的词元更多时，最后几个词就没有位置向量（与编码探索器共用）。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="119"/>
        <source>max_len (learned table)</source>
        <translation>max_len（可学习的位置表）</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="123"/>
        <source>w in X = E + w·PE: how loud the position is next to the word.</source>
        <translation>X = E + w·PE 中的 w：位置信息相对于词向量有多强。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="126"/>
        <source>add: X = E + w·PE</source>
        <translation>相加：X = E + w·PE</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="127"/>
        <source>multiply: X = E ⊙ PE</source>
        <translation>相乘：X = E ⊙ PE</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="128"/>
        <source>How the position joins the word vector. The paper adds them.</source>
        <translation>位置信息如何与词向量结合。论文中是把两者相加。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="136"/>
        <source>X = √d_model·E + w·PE, as the paper (§3.4), fairseq and the annotated Transformer do. Those libraries draw E small, N(0, 1/d_model), so that √d_model brings the word to the position&apos;s size; the random word vectors here are then drawn the same way. &quot;Inside one word&quot; shows the two lengths.</source>
        <translation>X = √d_model·E + w·PE，与论文（第 3.4 节）、fairseq 和 The Annotated Transformer 的做法相同。这些库把 E 初始化得很小，取自 N(0, 1/d_model)，乘以 √d_model 后词向量才和位置向量一样大；勾选后，这里的随机词向量也按同样的方式生成。“一个词的内部”会显示两者的长度。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="145"/>
        <source>identity: pure similarity</source>
        <translation>恒等：只看相似度</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="146"/>
        <source>random: an untrained layer</source>
        <translation>随机：一个未训练的层</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="147"/>
        <source>Queries and keys are the input vectors themselves, or random projections of them, or those of a model the Training Lab has trained: its first layer, with its own words.</source>
        <translation>查询和键可以就是输入向量本身，可以是它们的随机投影，也可以来自训练实验室训练好的模型：用它的第一层和它自己的词表。</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/choices.cpp" line="54"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="151"/>
        <source>How a query and a key make a score. Each one compares two vectors and nothing else, so without position every one of them sees only which words there are. W₁, W₂, v and W are random, like W_Q and W_K.</source>
        <translation>查询和键如何得出分数。每种方式都只比较两个向量，不看别的，所以没有位置信息时，每一种都只能看出句子里有哪些词。W₁、W₂、v 和 W 是随机的，和 W_Q、W_K 一样。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="155"/>
        <source>Change it to draw other random word vectors and projections.</source>
        <translation>改变它，可以抽取另一组随机词向量和投影。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="158"/>
        <source>Attention heads; each looks at d_model / heads dimensions. The maps show their mean.</source>
        <translation>注意力头数；每个头看 d_model / heads 个维度。图中显示的是所有头的平均。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="160"/>
        <source>Each head has its own map; the verdicts and the bottom row use their mean.</source>
        <translation>每个头都有自己的图；结论和最下面一行使用的是所有头的平均值。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="161"/>
        <source>Causal mask: see only earlier words</source>
        <translation>因果掩码：只能看到前面的词</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="162"/>
        <source>As in a decoder such as GPT. The mask itself depends on order.</source>
        <translation>与 GPT 这类解码器相同。掩码本身就依赖词序。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="164"/>
        <source>Lower-case the words</source>
        <translation>把单词转为小写</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="165"/>
        <source>&quot;Tigers&quot; and &quot;tigers&quot; then share one word vector.</source>
        <translation>这样“Tigers”和“tigers”就共用同一个词向量。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="166"/>
        <source>Show raw scores instead of weights</source>
        <translation>显示原始分数而不是权重</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="167"/>
        <source>The scores s(q, k) before softmax turns each row into weights.</source>
        <translation>分数 s(q, k)：即 softmax 把每一行变成权重之前的值。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="168"/>
        <source>Show sentence B in A&apos;s word order</source>
        <translation>按 A 的词序显示句子 B</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="169"/>
        <source>B&apos;s rows and columns put in A&apos;s order, word by word: without position B&apos;s maps are then the same picture as A&apos;s, with position they are not.</source>
        <translation>把 B 的行和列逐词排成 A 的顺序：没有位置信息时，B 的图与 A 的图完全相同；有位置信息时则不然。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="72"/>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="76"/>
        <source>positional scheme</source>
        <translation>位置编码方案</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="79"/>
        <location filename="../../ui/attention_lab/controls.cpp" line="124"/>
        <source>position weight w</source>
        <translation>位置权重 w</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="43"/>
        <source>Inside the Block…</source>
        <translation>注意力块内部…</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="45"/>
        <source>Both sentences through one whole attention block, stage by stage: where position enters, and where the two orders part.</source>
        <translation>两个句子逐阶段通过同一个完整的注意力块：看位置信息从哪里进入，两种词序又从哪里开始出现差别。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="52"/>
        <source>Layers of 2025–26 Models…</source>
        <translation>2025—2026 年模型的层…</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="54"/>
        <source>How Llama 4, Gemma 3, gpt-oss and Mistral stack their layers: sliding windows, chunks and global layers, with RoPE or no position at all, and who can reach whom after each layer.</source>
        <translation>Llama 4、Gemma 3、gpt-oss 和 Mistral 如何堆叠它们的层：滑动窗口、分块和全局层，带 RoPE 或完全没有位置信息；以及每一层之后谁能影响谁。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="131"/>
        <source>Word i reads row K + i of the position table. fairseq counts positions from its padding index + 1, so its first word reads row 2; BART&apos;s learned positions are offset by 2. The chips above the maps show the row each word reads.</source>
        <translation>第 i 个词读取位置表的第 K + i 行。fairseq 从填充索引 + 1 开始给位置编号，所以它的第一个词读取第 2 行；BART 学习到的位置也偏移了 2。注意力图上方的词块显示每个词读取的行。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="81"/>
        <location filename="../../ui/attention_lab/controls.cpp" line="134"/>
        <source>first word reads row</source>
        <translation>第一个词读取的行</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="135"/>
        <source>Scale the word vectors by √d_model</source>
        <translation>把词向量乘以 √d_model</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="80"/>
        <source>position joins by</source>
        <translation>位置的加入方式</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="83"/>
        <source>queries and keys</source>
        <translation>查询和键</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="84"/>
        <source>score</source>
        <translation>分数</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="85"/>
        <source>seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="86"/>
        <source>heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="87"/>
        <source>maps show</source>
        <translation>图中显示</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="233"/>
        <source>Play the position weight w</source>
        <translation>播放位置权重 w</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="234"/>
        <source>Play: w grows from 0 to 1 in %1 seconds, and the maps with position move away from those without.</source>
        <translation>播放：w 在 %1 秒内从 0 增长到 1，含位置信息的图会逐渐与不含位置信息的图拉开差别。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="294"/>
        <source>d_model (set by the trained model)</source>
        <translation>d_model（由训练好的模型决定）</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="295"/>
        <source>d_model (set by the word vectors)</source>
        <translation>d_model（由词向量决定）</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="333"/>
        <source>mean of the heads</source>
        <translation>所有头的平均值</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="335"/>
        <source>head %1</source>
        <translation>第 %1 个头</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="354"/>
        <source>Queries and keys of the model trained on %1 with %2, after %3 steps: its own word vectors and its first layer&apos;s W_Q and W_K. Without positional information the same model runs with its positions left out.</source>
        <translation>查询和键来自在“%1”任务上用 %2 训练了 %3 步的模型：它自己的词向量，以及它第一层的 W_Q 和 W_K。“不含位置信息”的图是同一个模型去掉位置后的结果。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="363"/>
        <source>The word vectors here are random and untrained: each word gets its own fixed random vector, so the maps show how alike the vectors are, not what the words mean. Embeddings › Sample Word Vectors gives words with meaning.</source>
        <translation>这里的词向量是随机的、未经训练的：每个词都有自己固定的随机向量，所以热力图显示的是向量有多相似，而不是词的含义。“词向量 › 示例词向量”提供有含义的词。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="366"/>
        <source>Reading the word vectors of %1…</source>
        <translation>正在读取 %1 的词向量…</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="368"/>
        <source>To be scaled by √d_model, they are drawn from N(0, 1/d_model), as fairseq draws its embeddings: the scaled words then have entries of size 1, as the position has.</source>
        <translation>因为要乘以 √d_model，这些词向量取自 N(0, 1/d_model)，与 fairseq 初始化词嵌入的方式相同：缩放之后，词向量的分量大小约为 1，和位置向量一样。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="378"/>
        <source>Word vectors from %1: %2 words of %3 dimensions, so d_model is %3 here (the explorer keeps its own).</source>
        <translation>词向量来自 %1：%2 个词，每个 %3 维，因此这里的 d_model 是 %3（编码探索器保留自己的设置）。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/controls.cpp" line="384"/>
        <source>Tokens the file lacks (&lt;span style=&quot;background-color:#fcd9b8;&quot;&gt;&lt;i&gt;&amp;nbsp;orange&amp;nbsp;&lt;/i&gt;&lt;/span&gt;) get a random vector instead.</source>
        <translation>文件中没有的词元（&lt;span style=&quot;background-color:#fcd9b8;&quot;&gt;&lt;i&gt;&amp;nbsp;橙色&amp;nbsp;&lt;/i&gt;&lt;/span&gt;）改用随机向量。</translation>
    </message>
</context>
<context>
    <name>LabelBox</name>
    <message>
        <location filename="../../ui/widgets/label_box.cpp" line="21"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
</context>
<context>
    <name>LayerStackWindow</name>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="35"/>
        <source>window %1</source>
        <translation>窗口 %1</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="36"/>
        <source>chunk %1</source>
        <translation>分块 %1</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="37"/>
        <source>global</source>
        <translation>全局</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="38"/>
        <source>RoPE θ %1</source>
        <translation>RoPE θ %1</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="39"/>
        <source>no position</source>
        <translation>无位置</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="46"/>
        <source>cache: first %1</source>
        <translation>缓存：前 %1 个</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="47"/>
        <source>+ last %1</source>
        <translation>+ 最近 %1 个</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="79"/>
        <source>Layers of 2025–26 Models</source>
        <translation>2025—2026 年模型的层</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="93"/>
        <source>Layer k: which keys each query sees</source>
        <translation>第 k 层：每个查询能看到哪些键</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="93"/>
        <source>After layers 0 to k: which keys reach each query</source>
        <translation>经过第 0 到 k 层后：哪些键能影响每个查询</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="96"/>
        <source>1: yes, 0: no</source>
        <translation>1：能，0：不能</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="98"/>
        <source>key position j</source>
        <translation>键的位置 j</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="99"/>
        <source>query position i</source>
        <translation>查询的位置 i</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="168"/>
        <source>The model&apos;s first layers, repeated: its pattern on one screen. The real number is in the sentence below.</source>
        <translation>把模型的前几层重复排列：在一屏内看清它的规律。真实的层数写在下面的句子里。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="169"/>
        <source>Every sliding window: the real models use 128 to 4096, too many positions to see at once.</source>
        <translation>每个滑动窗口的大小：真实模型用 128 到 4096，位置太多，一屏看不下。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="170"/>
        <source>Every chunk: Llama 4 uses 8192.</source>
        <translation>每个分块的大小：Llama 4 用 8192。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="171"/>
        <source>StreamingLLM&apos;s cache</source>
        <translation>StreamingLLM 的缓存</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="172"/>
        <source>StreamingLLM runs a model trained with full attention on an endless text: its cache keeps the first S tokens and the last W, and every layer attends to those alone.</source>
        <translation>StreamingLLM 让一个用全局注意力训练的模型读无尽的文本：它的缓存只保留最前面的 S 个词元和最近的 W 个，每一层都只关注这些词元。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="175"/>
        <source>The first tokens the cache always keeps: StreamingLLM keeps 4, its attention sinks.</source>
        <translation>缓存始终保留的最前面几个词元：StreamingLLM 保留 4 个，也就是它的注意力汇。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="179"/>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="179"/>
        <source>layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="179"/>
        <source>window W</source>
        <translation>窗口 W</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="180"/>
        <source>chunk C</source>
        <translation>分块 C</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="180"/>
        <source>positions</source>
        <translation>位置数</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="181"/>
        <source>first S</source>
        <translation>前 S 个</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="194"/>
        <source>Show Code…</source>
        <translation>显示代码…</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="196"/>
        <source>NumPy and PyTorch that build these masks as Hugging Face&apos;s transformers does and multiply them into the reach.</source>
        <translation>用 NumPy 和 PyTorch 按 Hugging Face transformers 的做法构造这些掩码，再把它们相乘，得到每层之后能影响每个查询的位置。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="252"/>
        <source>%1 has %2 layers; shown: its first layers repeated to %3, with the window and chunk above.</source>
        <translation>%1 共有 %2 层；这里显示的是把它的前几层重复到 %3 层，窗口和分块取上面的值。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="255"/>
        <source>Each head also has a sink: a logit that joins every row&apos;s softmax and takes part of the weight.</source>
        <translation>每个头还有一个注意力汇（sink）：一个 logit 参与每一行的 softmax，并分走一部分权重。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="257"/>
        <source>In its layers without position the queries are multiplied by 1 + %1·ln(1 + ⌊(p + 1)/%2⌋), p the query&apos;s position (the plot on the right).</source>
        <translation>在它无位置信息的层里，查询要乘以 1 + %1·ln(1 + ⌊(p + 1)/%2⌋)，p 是查询的位置（见右图）。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="272"/>
        <source>With S = 0 the cache keeps only the last %1 tokens, as a plain window does. StreamingLLM (Xiao et al., 2024) keeps the first tokens too: a trained model gives much of its attention to them, and when a plain window drops them its perplexity soars (the paper&apos;s finding).</source>
        <translation>S = 0 时，缓存只保留最近的 %1 个词元，和普通的滑动窗口一样。StreamingLLM（Xiao 等，2024）还会保留最前面的词元：训练好的模型会把很多注意力放在它们上面，普通窗口一旦丢掉它们，困惑度就急剧上升（论文的发现）。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="277"/>
        <source>Inside the cache the tokens are numbered by their place in the cache, not in the text: its code turns the cached keys with RoPE at positions 0, 1, 2, … anew for every query.</source>
        <translation>在缓存里，词元按它们在缓存中的位置编号，而不是按在原文中的位置：它的代码对每个新查询都把缓存里的键重新按位置 0、1、2……做 RoPE 旋转。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="314"/>
        <source>Layer %1: the last query (position %2) sees %6 of its %7 keys, positions 0 to %3 and %4 to %2; after layers 0 to %1 it is reached by positions 0 to %3 and %5 to %2.</source>
        <translation>第 %1 层：最后一个查询（位置 %2）在它的 %7 个键中看到 %6 个，即位置 0 到 %3 以及 %4 到 %2；经过第 0 到 %1 层后，能影响它的是位置 0 到 %3 以及 %5 到 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="317"/>
        <source>Layer %1: the last query (position %2) sees %5 of its %6 keys, positions %3 to %2; after layers 0 to %1 it is reached by positions %4 to %2.</source>
        <translation>第 %1 层：最后一个查询（位置 %2）在它的 %6 个键中看到 %5 个，即位置 %3 到 %2；经过第 0 到 %1 层后，能影响它的是位置 %4 到 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="261"/>
        <source>The numbers are those of its configuration in Hugging Face&apos;s transformers (the file: hover here).</source>
        <translation>这些数值取自它在 Hugging Face transformers 中的配置（具体文件：把鼠标停在这里）。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="269"/>
        <source>StreamingLLM (Xiao et al., 2024) keeps the first %1 tokens and the last %2 in its cache, in every layer, and drops the rest: a trained model gives much of its attention to the first tokens, and when a plain window drops them its perplexity soars (the paper&apos;s finding).</source>
        <translation>StreamingLLM（Xiao 等，2024）在每一层的缓存里保留最前面的 %1 个词元和最近的 %2 个，其余的丢掉：训练好的模型会把很多注意力放在最前面的词元上，普通的滑动窗口一旦丢掉它们，困惑度就急剧上升（论文的发现）。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="302"/>
        <source>Layer %1: the last query (position %2) sees the keys of positions %3 to %2 itself; after layers 0 to %1 it is reached by positions %4 to %2.</source>
        <translation>第 %1 层：最后一个查询（位置 %2）自己看到位置 %3 到 %2 的键；经过第 0 到 %1 层后，能影响它的是位置 %4 到 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="305"/>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="321"/>
        <source>Every word before it can now influence it.</source>
        <translation>它前面的每个词现在都能影响它。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="323"/>
        <source>Positions %1 to %2 are out of its reach.</source>
        <translation>位置 %1 到 %2 影响不到它。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="332"/>
        <source>StreamingLLM&apos;s cache in %1 layers: the first %2 and the last %3</source>
        <translation>%1 层都用 StreamingLLM 的缓存：最前面 %2 个和最近 %3 个</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/layer_stack_window.cpp" line="336"/>
        <source>%1: its %2 layers&apos; masks and reach</source>
        <translation>%1：%2 层的掩码和影响范围</translation>
    </message>
</context>
<context>
    <name>LearnedTableView</name>
    <message>
        <location filename="../../ui/training_lab/learned_table_view.cpp" line="50"/>
        <location filename="../../ui/training_lab/learned_table_view.cpp" line="154"/>
        <source>Learned table</source>
        <translation>可学习的位置表</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/learned_table_view.cpp" line="50"/>
        <source>Its rows&apos; similarity</source>
        <translation>各行之间的相似度</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/learned_table_view.cpp" line="50"/>
        <source>Sinusoidal table</source>
        <translation>正弦位置表</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/learned_table_view.cpp" line="59"/>
        <source>value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/learned_table_view.cpp" line="59"/>
        <source>cosine</source>
        <translation>余弦相似度</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/learned_table_view.cpp" line="66"/>
        <source>dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/learned_table_view.cpp" line="66"/>
        <location filename="../../ui/training_lab/learned_table_view.cpp" line="67"/>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/learned_table_view.cpp" line="81"/>
        <source>Tables</source>
        <translation>位置表</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/learned_table_view.cpp" line="81"/>
        <source>Principal components</source>
        <translation>主成分</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/learned_table_view.cpp" line="91"/>
        <source>The few directions along which the learned table&apos;s rows differ most, and each position along them</source>
        <translation>学到的位置表中各行差别最大的几个方向，以及每个位置在这些方向上的取值</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/learned_table_view.cpp" line="166"/>
        <source>Learned table at step %1</source>
        <translation>第 %1 步时的可学习位置表</translation>
    </message>
</context>
<context>
    <name>LengthChart</name>
    <message>
        <location filename="../../ui/training_lab/length_chart.cpp" line="30"/>
        <source>Test accuracy by sentence length</source>
        <translation>不同句子长度下的测试准确率</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/length_chart.cpp" line="31"/>
        <source>tokens in the sentence</source>
        <translation>句子中的词元数</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/length_chart.cpp" line="32"/>
        <source>right answers (%)</source>
        <translation>准确率（%）</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/length_chart.cpp" line="45"/>
        <source>After training: how each model does on shorter and longer sentences.</source>
        <translation>训练之后：每个模型在更短和更长的句子上表现如何。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/length_chart.cpp" line="82"/>
        <source>Trained on up to %1 tokens: the upright dashed line.</source>
        <translation>竖直的虚线：训练句子最多 %1 个词元。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/length_chart.cpp" line="105"/>
        <source>%1: no encoding past %2 tokens, its table has no more rows.</source>
        <translation>“%1”：超过 %2 个词元就没有编码了，因为它的表没有更多的行。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/length_chart.cpp" line="155"/>
        <source>%1 %</source>
        <comment>one accuracy</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/length_chart.cpp" line="155"/>
        <source>%1 to %2 %</source>
        <comment>a range of accuracies</comment>
        <translation>%1% 到 %2%</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/length_chart.cpp" line="158"/>
        <source>%1 past %2 tokens: %3 right, after %5 % on the lengths it trained on, where chance is %4 %: it never learned the task, so there is nothing to carry to longer sentences.</source>
        <translation>“%1”在超过 %2 个词元的句子上答对 %3，在训练过的长度上答对 %5%，而随机水平是 %4%：它根本没学会这个任务，也就谈不上用到更长的句子上。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/length_chart.cpp" line="161"/>
        <source>%1 past %2 tokens: %3 right, no better than chance (%4 %), after %5 % on the lengths it trained on: it answers those, not the longer ones.</source>
        <translation>“%1”在超过 %2 个词元的句子上答对 %3，不比随机水平（%4%）好，而在训练过的长度上答对 %5%：它会答训练过的长度，答不了更长的句子。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/length_chart.cpp" line="164"/>
        <source>%1 past %2 tokens: %3 right, as on the lengths it trained on (%4 %): it still answers.</source>
        <translation>“%1”在超过 %2 个词元的句子上答对 %3，和在训练过的长度上（%4%）一样：它仍然答得出来。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/length_chart.cpp" line="167"/>
        <source>%1 past %2 tokens: %3 right, above chance (%4 %) but well below its %5 % on the lengths it trained on.</source>
        <translation>“%1”在超过 %2 个词元的句子上答对 %3，高于随机水平（%4%），但远低于它在训练过的长度上的 %5%。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/length_chart.cpp" line="169"/>
        <source>%1 past %2 tokens: %3 right, above chance (%4 %) at some lengths and not at others.</source>
        <translation>“%1”在超过 %2 个词元的句子上答对 %3，在有些长度上高于随机水平（%4%），在另一些长度上则不然。</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <location filename="../../ui/classroom/lesson_bar.cpp" line="18"/>
        <source>◀ Back</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_bar.cpp" line="19"/>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_bar.cpp" line="20"/>
        <source>Teacher Notes</source>
        <translation>教师备注</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_bar.cpp" line="33"/>
        <source>The previous step (PageUp).</source>
        <translation>上一步（PageUp）。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_bar.cpp" line="34"/>
        <source>The next step (Space or PageDown).</source>
        <translation>下一步（空格键或 PageDown）。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_bar.cpp" line="35"/>
        <source>End lesson</source>
        <translation>结束课程</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_bar.cpp" line="36"/>
        <source>Close the caption bar and go back to the set-up you had before the lesson.</source>
        <translation>关闭说明栏，恢复课程开始之前你的设置。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_bar.cpp" line="38"/>
        <source>Your notes on each step (what to ask, the answer to expect, the minutes) in a window of their own: put it on your screen, not the projector (%1).</source>
        <translation>每一步的教师备注（要问什么、预期的答案、用几分钟）显示在单独的窗口里：把它放在你自己的屏幕上，不要放到投影上（%1）。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_bar.cpp" line="146"/>
        <source>Step %1 of %2 — %3</source>
        <translation>第 %1 步，共 %2 步 — %3</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <location filename="../../ui/lesson/lesson_fields.cpp" line="10"/>
        <source>%1 must be a whole number from %2 to %3.</source>
        <translation>%1 必须是 %2 到 %3 之间的整数。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_fields.cpp" line="20"/>
        <source>%1 must be a number from %2 to %3.</source>
        <translation>%1 必须是 %2 到 %3 之间的数。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_fields.cpp" line="30"/>
        <source>%1 must be true or false.</source>
        <translation>%1 必须是 true 或 false。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_fields.cpp" line="38"/>
        <source>%1 must be text.</source>
        <translation>%1 必须是文本。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_fields.cpp" line="46"/>
        <location filename="../../ui/lesson/lesson_grid.cpp" line="44"/>
        <source>%1 must be one of %2.</source>
        <translation>%1 必须是 %2 之一。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_fields.cpp" line="54"/>
        <source>%1 must be a list.</source>
        <translation>%1 必须是一个列表。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_fields.cpp" line="62"/>
        <source>%1 must be a group of settings in braces, { }.</source>
        <translation>%1 必须是一组写在花括号 { } 里的设置。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_file.cpp" line="191"/>
        <source>%1 must be empty or one of %2.</source>
        <translation>%1 必须为空，或是 %2 之一。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_file.cpp" line="212"/>
        <source>%1 must list dimensions of the matrix.</source>
        <translation>%1 必须列出矩阵中存在的维度。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_syntax.cpp" line="13"/>
        <source>a group of settings ({ … }) is not closed: a comma or a } is missing</source>
        <translation>一组设置（{ … }）没有闭合：缺少一个逗号或 }</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_syntax.cpp" line="16"/>
        <source>a list ([ … ]) is not closed: a comma or a ] is missing</source>
        <translation>一个列表（[ … ]）没有闭合：缺少一个逗号或 ]</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_syntax.cpp" line="19"/>
        <source>a colon (:) is missing after a setting&apos;s name</source>
        <translation>某个设置的名称后面缺少冒号（:）</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_syntax.cpp" line="22"/>
        <source>a comma is missing between two settings</source>
        <translation>两个设置之间缺少逗号</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_syntax.cpp" line="27"/>
        <source>a text in quotes is not closed or holds a character JSON does not allow</source>
        <translation>引号里的文字没有闭合，或含有 JSON 不允许的字符</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_syntax.cpp" line="30"/>
        <source>something follows the last }</source>
        <translation>最后一个 } 后面还有内容</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_syntax.cpp" line="33"/>
        <source>a value is not written as JSON writes it (texts in quotes; numbers, true and false without)</source>
        <translation>某个值不是 JSON 的写法（文字要加引号；数字、true 和 false 不加）</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_syntax.cpp" line="36"/>
        <source>This lesson file is broken at line %1, column %2: %3.</source>
        <translation>这个课程文件在第 %1 行第 %2 列出错：%3。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_file.cpp" line="271"/>
        <source>This file is not a lesson. Lessons are the files that File › Save Lesson As writes (ending in .pelesson); open one of those.</source>
        <translation>这个文件不是课程。课程文件是用“文件 › 课程另存为”保存的文件（以 .pelesson 结尾），请打开这样的文件。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_file.cpp" line="284"/>
        <source>This lesson was saved by a newer Positional Encoding Explorer (format %1; this one reads up to %2). Please update the app.</source>
        <translation>这个课程文件是由更新版本的位置编码探索器保存的（格式 %1；当前版本最高只能读取格式 %2）。请更新程序。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_file.cpp" line="309"/>
        <source>This lesson file cannot be opened: %1</source>
        <translation>无法打开这个课程文件：%1</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_file.cpp" line="330"/>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_file.cpp" line="334"/>
        <source>%1 is not a lesson file: it is far too large.</source>
        <translation>%1 不是课程文件：文件太大了。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_training.cpp" line="82"/>
        <source>%1 must list schemes among %2.</source>
        <translation>%1 只能列出 %2 中的方案。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_training.cpp" line="155"/>
        <source>%1 must name one scheme, not none: the model&apos;s queries and keys need a position.</source>
        <translation>%1 必须恰好指定一种方案，且不能是 none：模型的查询和键需要位置信息。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_challenges.cpp" line="35"/>
        <source>%1.kinds[%2] must be one of %3.</source>
        <translation>%1.kinds[%2] 必须是以下之一：%3。</translation>
    </message>
    <message>
        <location filename="../../ui/lesson/lesson_notes.cpp" line="19"/>
        <source>%1 must be a group of settings ({ … }) with a question, an answer and minutes.</source>
        <translation>%1 必须是一组设置（{ … }），包含问题、答案和分钟数。</translation>
    </message>
</context>
<context>
    <name>LessonStepsDialog</name>
    <message>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="24"/>
        <source>Lesson Steps</source>
        <translation>课程步骤</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="25"/>
        <source>Set the app up as you want a step to look, then add it here with a title and one or two sentences for the class, and notes for yourself. Save the lesson file to keep the steps; Lesson › Start Lesson then shows them one by one.</source>
        <translation>先把程序设置成你希望这一步呈现的样子，再在这里添加它，写上标题、给学生看的一两句话，以及给自己看的备注。保存课程文件即可保留这些步骤；之后用“课程 › 开始课程”逐步展示。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="30"/>
        <source>The steps in the order the class sees them.</source>
        <translation>按学生看到的顺序排列的步骤。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="31"/>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="32"/>
        <source>The step&apos;s title, shown in bold in the caption bar.</source>
        <translation>这一步的标题，以粗体显示在说明栏中。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="33"/>
        <source>e.g. Word order matters</source>
        <translation>例如：词序很重要</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="34"/>
        <source>What the class should look at in this step.</source>
        <translation>这一步学生应该看什么。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="35"/>
        <source>One or two sentences for the class.</source>
        <translation>给学生的一两句话。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="38"/>
        <source>&amp;Add the Current Set-up</source>
        <translation>添加当前设置(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="39"/>
        <source>A new step at the end that shows the app exactly as it is now.</source>
        <translation>在末尾新增一步，完全按程序当前的样子展示。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="40"/>
        <source>&amp;Use the Current Set-up</source>
        <translation>改用当前设置(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="41"/>
        <source>The selected step shows the app as it is now; its title and caption stay.</source>
        <translation>所选步骤改为展示程序当前的样子；标题和说明保持不变。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="42"/>
        <source>Move &amp;Up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="43"/>
        <source>Move &amp;Down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="44"/>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="45"/>
        <source>Deletes the selected step.</source>
        <translation>删除所选步骤。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="54"/>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="55"/>
        <source>&amp;Caption:</source>
        <translation>说明(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="89"/>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="117"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/lesson_steps_dialog.cpp" line="105"/>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/shell/main_window.cpp" line="48"/>
        <source>Positional Encoding Explorer</source>
        <translation>位置编码探索器</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.cpp" line="87"/>
        <source>Back to your own set-up after Show Me</source>
        <translation>“带我看看”之后，回到你自己的设置</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.cpp" line="88"/>
        <source>Train the ticked schemes in the Training Lab</source>
        <translation>在训练实验室里训练勾选的方案</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="30"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="31"/>
        <source>&amp;Open Lesson…</source>
        <translation>打开课程(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="32"/>
        <source>Open a lesson file: every setting, sentence and view as a teacher saved them.</source>
        <translation>打开课程文件：恢复老师保存的全部设置、句子和视图。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="36"/>
        <source>&amp;Save Lesson As…</source>
        <translation>课程另存为(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="37"/>
        <source>Save every setting, both sentences and the view, to open them in class.</source>
        <translation>保存所有设置、两个句子和当前视图，以便在课堂上打开。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="39"/>
        <source>&amp;Export All Figures…</source>
        <translation>导出所有图片(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="40"/>
        <source>Every plot of every view as a PNG at twice the screen&apos;s size, for slides, and the training curves as CSV.</source>
        <translation>把每个视图中的每张图都导出为两倍屏幕尺寸的 PNG（用于幻灯片），并把训练曲线导出为 CSV。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="42"/>
        <location filename="../../ui/shell/main_window_menus.cpp" line="48"/>
        <source>Export All Figures</source>
        <translation>导出所有图片</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="50"/>
        <source>%1 figures saved in %2</source>
        <translation>已在 %2 中保存 %1 张图片</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="52"/>
        <source>&amp;Print Worksheet…</source>
        <translation>打印练习卷(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="52"/>
        <source>Print the challenges as a worksheet</source>
        <translation>把挑战题打印成练习卷</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="53"/>
        <source>The Challenges tab&apos;s round on paper: questions, answer sheet and answer key.</source>
        <translation>把“挑战”页本轮的题目打印出来：题目、答题卡和答案。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="55"/>
        <source>Save &amp;Worksheet as PDF…</source>
        <translation>将练习卷存为 PDF(&amp;W)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="56"/>
        <source>The Challenges tab&apos;s round as a PDF: questions, answer sheet and answer key.</source>
        <translation>把“挑战”页的本轮题目存为 PDF：题目、答题卡和答案。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="59"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="64"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="66"/>
        <source>&amp;Presentation Mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="76"/>
        <source>&amp;Hide Controls</source>
        <translation>隐藏控制面板(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="77"/>
        <source>Give the whole width to the plots, for a projector; again to bring the controls back.</source>
        <translation>把整个宽度留给图表，适合投影；再按一次恢复控制面板。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="100"/>
        <source>S&amp;tart Page</source>
        <translation>开始页(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="100"/>
        <source>The page the app opens on the first time: the guided lesson and each view, with a sentence on what it shows.</source>
        <translation>第一次打开程序时看到的页面：引导课程和各个视图，各附一句说明。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="107"/>
        <source>Presentation</source>
        <translation>演示</translation>
    </message>
    <message>
        <location filename="../../ui/shell/language.cpp" line="40"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.cpp" line="278"/>
        <location filename="../../ui/shell/main_window.cpp" line="288"/>
        <source>Open Lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.cpp" line="262"/>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.cpp" line="103"/>
        <source>The lesson goes on at step %1. To start it again from the first step, end it first (End lesson), then start it.</source>
        <translation>课程仍停在第 %1 步。要从第一步重新开始，请先点“结束课程”，再开始课程。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.cpp" line="204"/>
        <source>Enter starts the guided lesson; Tab goes on to the views.</source>
        <translation>按 Enter 开始引导课程；按 Tab 依次切换到各个视图。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.cpp" line="293"/>
        <location filename="../../ui/shell/main_window.cpp" line="300"/>
        <source>Save Lesson</source>
        <translation>保存课程</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.cpp" line="272"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="67"/>
        <source>Full screen with large fonts and lines, for a projector (F11; Esc leaves it). The controls step aside for the plots; Ctrl+H brings them back.</source>
        <translation>全屏显示，字体更大、线条更粗，适合投影仪（F11；按 Esc 退出）。控制面板会让出位置给图表；按 Ctrl+H 可以把它调回来。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="117"/>
        <source>L&amp;esson</source>
        <translation>课程(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="119"/>
        <source>&amp;Start Lesson</source>
        <translation>开始课程(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="120"/>
        <source>A class, step by step: each step sets everything up and says what to look at. The steps of the open lesson file if it has any, the built-in lesson otherwise.</source>
        <translation>按步骤上课：每一步都会自动设置好一切，并说明该看什么。如果打开的课程文件含有步骤，就用这些步骤，否则使用内置课程。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="123"/>
        <source>Start the &amp;Built-in Lesson</source>
        <translation>开始内置课程(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="128"/>
        <source>&amp;Add This Set-up as a Step…</source>
        <translation>将当前设置添加为一步(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="130"/>
        <source>Write your own lesson: the app as it is now becomes its next step.</source>
        <translation>编写你自己的课程：把程序当前的样子作为下一步。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="132"/>
        <source>&amp;Edit Steps…</source>
        <translation>编辑步骤(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="132"/>
        <source>Reorder, retitle, re-record or remove the steps of your own lesson.</source>
        <translation>调整顺序、修改标题、重新记录或删除你自己课程中的步骤。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="91"/>
        <source>Show &amp;Code…</source>
        <translation>显示代码(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="93"/>
        <source>NumPy and PyTorch code that rebuilds what the view shows.</source>
        <translation>重现视图内容的 NumPy 和 PyTorch 代码。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.cpp" line="279"/>
        <source>Lessons (*.pelesson);;All files (*)</source>
        <translation>课程文件 (*.pelesson);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.cpp" line="293"/>
        <source>Lessons (*.pelesson)</source>
        <translation>课程文件 (*.pelesson)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/shell/main_window.cpp" line="311"/>
        <source>Your lesson has %n step(s); save the lesson file to keep them.</source>
        <translation>
            <numerusform>你的课程共有 %n 步；保存课程文件即可保留。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="31"/>
        <source>Open a lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="36"/>
        <source>Save the lesson</source>
        <translation>保存课程</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="66"/>
        <source>Presentation mode on or off</source>
        <translation>打开或关闭演示模式</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="70"/>
        <source>Leave presentation mode</source>
        <translation>退出演示模式</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="76"/>
        <source>Hide or show the controls</source>
        <translation>隐藏或显示控制面板</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="92"/>
        <source>Show the Python code of the view</source>
        <translation>显示视图的 Python 代码</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="119"/>
        <source>Start the guided lesson</source>
        <translation>开始引导课程</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="124"/>
        <source>The app&apos;s own %1-minute lesson on word order and positional encodings.</source>
        <translation>程序自带的 %1 分钟课程，讲词序和位置编码。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="129"/>
        <source>Add the current set-up as a step of your own lesson</source>
        <translation>将当前设置添加为自己课程中的一步</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="134"/>
        <source>Teacher &amp;Notes</source>
        <translation>教师备注(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="135"/>
        <source>Show or hide your notes on the lesson&apos;s steps, in a window of their own</source>
        <translation>在单独的窗口里显示或隐藏课程各步骤的教师备注</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="142"/>
        <source>Next step of the guided lesson</source>
        <translation>引导课程的下一步</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="144"/>
        <source>Previous step of the guided lesson</source>
        <translation>引导课程的上一步</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window_menus.cpp" line="59"/>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
</context>
<context>
    <name>MultimodalPositionsView</name>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="95"/>
        <source>Why the token strip cannot be drawn</source>
        <translation>词元条带为什么画不出来</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="110"/>
        <source>Token strip</source>
        <translation>词元条带</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="111"/>
        <source>The items of the strip separated by commas: text:COUNT for text tokens, image:HxW for an image and video:TxHxW for a video, in patches before the merge.</source>
        <translation>条带中的各项用逗号隔开：文本:个数 表示文本词元，图像:高x宽 表示一张图像，视频:帧x高x宽 表示一段视频，尺寸以合并前的图像块计（也可以写 text、image、video）。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="113"/>
        <source>&amp;Token strip:</source>
        <translation>词元条带(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="115"/>
        <source>Add text</source>
        <translation>添加文本</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="115"/>
        <source>Add image</source>
        <translation>添加图像</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="115"/>
        <source>Add video</source>
        <translation>添加视频</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="116"/>
        <source>Adds two text tokens at the end of the strip.</source>
        <translation>在条带末尾添加两个文本词元。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="117"/>
        <source>Adds an image of 2 × 3 tokens at the end of the strip.</source>
        <translation>在条带末尾添加一张 2 × 3 个词元的图像。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="118"/>
        <source>Adds a video of 2 frames of 2 × 2 tokens at the end of the strip.</source>
        <translation>在条带末尾添加一段 2 帧、每帧 2 × 2 个词元的视频。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="137"/>
        <source>How many patches along each side make one token: 2 in Qwen2-VL, where 2 × 2 patches become one token.</source>
        <translation>每条边上几个图像块合成一个词元：Qwen2-VL 中为 2，即 2 × 2 个图像块合成一个词元。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="138"/>
        <source>Spatial &amp;merge:</source>
        <translation>空间合并(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="140"/>
        <source>Qwen2-VL: time counts frames</source>
        <translation>Qwen2-VL：时间按帧计</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="140"/>
        <source>Qwen2.5-VL: time in seconds</source>
        <translation>Qwen2.5-VL：时间以秒计</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="141"/>
        <source>Qwen2.5-VL numbers a video&apos;s frames by their time: seconds per frame × tokens per second.</source>
        <translation>Qwen2.5-VL 按时间给视频的帧编号：每帧秒数 × 每秒词元数。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="142"/>
        <source>M&amp;odel:</source>
        <translation>模型(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="147"/>
        <source>The seconds one temporal patch of the video covers: 2 frames at 2 frames per second make 1 second.</source>
        <translation>视频的一个时间块覆盖的秒数：每秒 2 帧时，2 帧就是 1 秒。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="149"/>
        <source>&amp;Seconds per frame s:</source>
        <translation>每帧秒数 s(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="154"/>
        <source>How far the temporal id moves per second of video: 2 in Qwen2.5-VL&apos;s released models.</source>
        <translation>视频每过一秒，时间编号前进多少：Qwen2.5-VL 发布的模型中为 2。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="156"/>
        <source>Tokens per second &amp;τ:</source>
        <translation>每秒词元数 τ(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="173"/>
        <source>Colours of the token kinds</source>
        <translation>各类词元的颜色</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="175"/>
        <source>The ids as Hugging Face&apos;s get_rope_index computes them (transformers, modeling_qwen2_vl.py).</source>
        <translation>这些编号与 Hugging Face 的 get_rope_index 算出的相同（transformers，modeling_qwen2_vl.py）。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="182"/>
        <source>Token strip, scrolled with the arrow keys</source>
        <translation>词元条带，可用方向键滚动</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="201"/>
        <source>What the position ids show</source>
        <translation>位置编号说明了什么</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="208"/>
        <source>Which position id turns each frequency of a head of %1 dimensions (%2 slots)</source>
        <translation>%1 维的头（%2 个槽）中，每个频率由哪个位置编号转动</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="214"/>
        <source>Colours of the position ids</source>
        <translation>各位置编号的颜色</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="273"/>
        <source>The strip shows the first %1 of its %2 tokens; the sentences count them all.</source>
        <translation>条带只画出 %2 个词元中的前 %1 个；下面的句子把它们全部计算在内。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_positions_view.cpp" line="287"/>
        <source>The strip below is the last one that could be drawn.</source>
        <translation>下面的条带是最后一次能画出的条带。</translation>
    </message>
</context>
<context>
    <name>MultimodalSentences</name>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="48"/>
        <source>The image of %1 × %2 patches becomes a single token, at position %3.</source>
        <translation>这张 %1 × %2 个图像块的图像变成一个词元，位于位置 %3。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="49"/>
        <source>The video of %1 frames of %2 × %3 patches becomes a single token, at position %4.</source>
        <translation>这段 %1 帧、每帧 %2 × %3 个图像块的视频变成一个词元，位于位置 %4。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="52"/>
        <source>The image of %1 × %2 patches becomes %3 tokens that use positions %4 to %5 only.</source>
        <translation>这张 %1 × %2 个图像块的图像变成 %3 个词元，只用到位置 %4 到 %5。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="54"/>
        <source>The video of %1 frames of %2 × %3 patches becomes %4 tokens that use positions %5 to %6 only.</source>
        <translation>这段 %1 帧、每帧 %2 × %3 个图像块的视频变成 %4 个词元，只用到位置 %5 到 %6。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="57"/>
        <source>The image of %1 × %2 patches becomes %3 tokens in one line, on positions %4 to %5, one each.</source>
        <translation>这张 %1 × %2 个图像块的图像变成排成一行的 %3 个词元，位于位置 %4 到 %5，每个一个位置。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="59"/>
        <source>The video of %1 frames of %2 × %3 patches becomes %4 tokens in one line, on positions %5 to %6, one each.</source>
        <translation>这段 %1 帧、每帧 %2 × %3 个图像块的视频变成排成一行的 %4 个词元，位于位置 %5 到 %6，每个一个位置。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="71"/>
        <source>The token after it gets position %1, as if every token had a position of its own.</source>
        <translation>它后面的词元得到位置 %1，就像每个词元都有自己的位置一样。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="73"/>
        <source>A token after it would get position %1, not %2.</source>
        <translation>它后面如果再有词元，会得到位置 %1，而不是 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="74"/>
        <source>The text after it starts at %1, not at %2.</source>
        <translation>它后面的文本从 %1 开始，而不是从 %2 开始。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="75"/>
        <source>The image after it starts at %1, not at %2.</source>
        <translation>它后面的图像从 %1 开始，而不是从 %2 开始。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="76"/>
        <source>The video after it starts at %1, not at %2.</source>
        <translation>它后面的视频从 %1 开始，而不是从 %2 开始。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="93"/>
        <source>, </source>
        <comment>between the numbers of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="95"/>
        <source>Its time axis counts frames: frame k gets the temporal id %1 + k, so its %2 frames take %3, while the height and width ids start again at %1 in every frame.</source>
        <translation>它的时间轴按帧计数：第 k 帧的时间编号是 %1 + k，所以它的 %2 帧依次取 %3；而高和宽的编号在每一帧都从 %1 重新开始。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="97"/>
        <source>Its time axis counts seconds: frame k gets the temporal id %1 + ⌊k × %2 s × %3 per second⌋, so its %4 frames take %5, while the height and width ids start again at %1 in every frame.</source>
        <translation>它的时间轴按秒计数：第 k 帧的时间编号是 %1 + ⌊k × %2 秒 × 每秒 %3⌋，所以它的 %4 帧依次取 %5；而高和宽的编号在每一帧都从 %1 重新开始。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="106"/>
        <source>In all, the %1 tokens use positions 0 to %2, one each, as plain text would.</source>
        <translation>这 %1 个词元一共用到位置 0 到 %2，每个一个位置，和纯文本一样。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="107"/>
        <source>In all, the %1 tokens use positions 0 to %2; as plain text they would use 0 to %3.</source>
        <translation>这 %1 个词元一共只用到位置 0 到 %2；如果是纯文本，会用到 0 到 %3。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="114"/>
        <source>Qwen2-VL cuts the %1 slots in order into sections of %2, %3 and %4.</source>
        <translation>Qwen2-VL 把 %1 个槽按顺序切成 %2、%3、%4 个槽的三段。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="116"/>
        <source>Qwen3-VL interleaves its sections of %2, %3 and %4 over the %1 slots: slot j turns the height when j mod 3 = 1 and j &lt; %5, the width when j mod 3 = 2 and j &lt; %6, else the time.</source>
        <translation>Qwen3-VL 把它的 %2、%3、%4 个槽交错排在 %1 个槽里：j mod 3 = 1 且 j &lt; %5 时槽 j 由高转动，j mod 3 = 2 且 j &lt; %6 时由宽转动，其余由时间转动。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="121"/>
        <source>The temporal id turns %1 slots, from slot %2 to slot %3 (wavelengths %4 to %5 positions).</source>
        <translation>时间编号转动 %1 个槽，从槽 %2 到槽 %3（波长 %4 到 %5 个位置）。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="122"/>
        <source>The height id turns %1 slots, from slot %2 to slot %3 (wavelengths %4 to %5 positions).</source>
        <translation>高的编号转动 %1 个槽，从槽 %2 到槽 %3（波长 %4 到 %5 个位置）。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="123"/>
        <source>The width id turns %1 slots, from slot %2 to slot %3 (wavelengths %4 to %5 positions).</source>
        <translation>宽的编号转动 %1 个槽，从槽 %2 到槽 %3（波长 %4 到 %5 个位置）。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="133"/>
        <source>temporal</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="133"/>
        <source>height</source>
        <translation>高</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="133"/>
        <source>width</source>
        <translation>宽</translation>
    </message>
    <message>
        <location filename="../../ui/grid/multimodal_sentences.cpp" line="135"/>
        <source>The fastest frequency (slot 0) goes to the %1 id, the slowest (slot %2) to the %3 id.</source>
        <translation>最快的频率（槽 0）归%1编号，最慢的（槽 %2）归%3编号。</translation>
    </message>
</context>
<context>
    <name>NumberBox</name>
    <message>
        <location filename="../../ui/widgets/number_box.cpp" line="41"/>
        <source>“%1” is not a number: the box keeps %2.</source>
        <translation>“%1”不是数字，框中仍为 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/number_box.cpp" line="43"/>
        <source>%1 is not between %2 and %3: the box keeps %4.</source>
        <translation>%1 不在 %2 到 %3 之间，框中仍为 %4。</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/number_box.cpp" line="46"/>
        <source>%1 is not a whole number: the box keeps %2.</source>
        <translation>%1 不是整数，框中仍为 %2。</translation>
    </message>
</context>
<context>
    <name>NumberSetting</name>
    <message>
        <location filename="../../core/schemes/setting_table.cpp" line="16"/>
        <source>max_len (rows of the learned table)</source>
        <translation>max_len（可学习位置表的行数）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/setting_table.cpp" line="17"/>
        <source>A learned table has a row for each position up to max_len, and nothing after.</source>
        <translation>可学习的位置表只为 max_len 以内的每个位置各存一行，再往后就什么都没有。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/setting_table.cpp" line="24"/>
        <source>buckets (T5)</source>
        <translation>桶数（T5）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/setting_table.cpp" line="25"/>
        <source>How many numbers each head learns for distances: T5 uses 32.</source>
        <translation>每个头为不同的距离学习多少个数（即桶数）：T5 用 32 个。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/setting_table.cpp" line="32"/>
        <source>max distance (T5)</source>
        <translation>最大距离（T5）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/setting_table.cpp" line="33"/>
        <source>From this distance on, all distances share the last bucket: T5 uses 128.</source>
        <translation>从这个距离起，所有距离共用最后一个桶：T5 用 128。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/setting_table.cpp" line="40"/>
        <source>clipping distance k (Shaw)</source>
        <translation>截断距离 k（Shaw）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/setting_table.cpp" line="41"/>
        <source>Keys up to k positions before or after the query each get their own vector; further ones share the outermost one on their side.</source>
        <translation>在查询前后 k 个位置以内的键各有自己的向量；更远的键共用它那一侧最外面的向量。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/setting_table.cpp" line="49"/>
        <source>Shaw: relative values too</source>
        <translation>Shaw：值也加上相对位置向量</translation>
    </message>
    <message>
        <location filename="../../core/schemes/setting_table.cpp" line="50"/>
        <source>Besides a vector per relation added to the keys, another added to the values: each word&apos;s output then also carries how far away the words it looks at are (Shaw et al., 2018).</source>
        <translation>除了给键加上每种相对关系各自的向量，还给值加上另一组向量：这样每个词的输出也带有它所关注的词离它多远的信息（Shaw 等，2018）。</translation>
    </message>
</context>
<context>
    <name>PartialScoreView</name>
    <message>
        <location filename="../../ui/explorer/partial_score_view.cpp" line="42"/>
        <source>One query and one key: their score against the distance</source>
        <translation>一个查询和一个键：得分随距离的变化</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/partial_score_view.cpp" line="43"/>
        <source>distance between the two words</source>
        <translation>两个词之间的距离</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/partial_score_view.cpp" line="44"/>
        <source>part of q·k</source>
        <translation>q·k 的组成部分</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/partial_score_view.cpp" line="46"/>
        <source>turning pairs (position)</source>
        <translation>旋转的维度对（位置）</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/partial_score_view.cpp" line="46"/>
        <source>still dimensions (words alone)</source>
        <translation>不动的维度（只有词本身）</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/partial_score_view.cpp" line="46"/>
        <source>the whole score</source>
        <translation>整个得分</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/partial_score_view.cpp" line="77"/>
        <source>The still dimensions add %1 at every distance; the turning pairs swing between %2 and %3. Only they know how far apart the two words are.</source>
        <translation>不动的维度在每个距离上都贡献 %1；旋转的维度对在 %2 到 %3 之间摆动。只有它们知道两个词相距多远。</translation>
    </message>
</context>
<context>
    <name>PatchGridView</name>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="47"/>
        <source>cosine similarity</source>
        <translation>余弦相似度</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="48"/>
        <source>The colours show the cosine similarity of the chosen patch&apos;s position vector with every patch&apos;s.</source>
        <translation>颜色表示所选图像块的位置向量与每个图像块的位置向量之间的余弦相似度。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="49"/>
        <source>Most similar to the chosen patch %1: %2, with a cosine similarity of %3.</source>
        <translation>与所选图像块%1最相似的是：%2，余弦相似度为 %3。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="50"/>
        <source>Least similar: %1, with a cosine similarity of %2.</source>
        <translation>最不相似的是：%1，余弦相似度为 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="51"/>
        <source>Every pair of patches with the same offset (rows down, columns across) has the same similarity here: among %1 such pairs the largest difference is %2.</source>
        <translation>这里偏移相同（向下几行、向右几列）的每一对图像块相似度都相同：在 %1 对这样的图像块中，最大的差是 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="53"/>
        <source>Pairs of patches with the same offset do not all have the same similarity here: among %1 such pairs they differ by up to %2.</source>
        <translation>这里偏移相同的图像块对并不都有相同的相似度：在 %1 对这样的图像块中，差最大达到 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="55"/>
        <source>The similarity to the chosen patch is a column part plus a row part: it differs from such a sum by at most %1.</source>
        <translation>与所选图像块的相似度等于“列的部分加行的部分”：与这样的和最多相差 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="57"/>
        <source>The similarity to the chosen patch is not a column part plus a row part: it differs from the nearest such sum by up to %1.</source>
        <translation>与所选图像块的相似度不是“列的部分加行的部分”：与最接近的这种和相差最多 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="59"/>
        <source>score of equal query and key</source>
        <translation>相同查询和键的分数</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="60"/>
        <source>The colours show the attention score of the same query and key, every component 1/√D, turned by the chosen patch&apos;s angles and by every patch&apos;s; a patch scores 1 with itself.</source>
        <translation>颜色表示同一个查询和键（每个分量都是 1/√D）分别按所选图像块和每个图像块的角度旋转后的注意力分数；图像块与自身的分数为 1。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="62"/>
        <source>Highest scores with the chosen patch %1: %2, with a score of %3.</source>
        <translation>与所选图像块%1分数最高的是：%2，分数为 %3。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="63"/>
        <source>Lowest: %1, with a score of %2.</source>
        <translation>最低的是：%1，分数为 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="64"/>
        <source>Every pair of patches with the same offset (rows down, columns across) has the same score here: among %1 such pairs the largest difference is %2.</source>
        <translation>这里偏移相同（向下几行、向右几列）的每一对图像块分数都相同：在 %1 对这样的图像块中，最大的差是 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="66"/>
        <source>Pairs of patches with the same offset do not all have the same score here: among %1 such pairs they differ by up to %2.</source>
        <translation>这里偏移相同的图像块对并不都有相同的分数：在 %1 对这样的图像块中，差最大达到 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="68"/>
        <source>The score with the chosen patch is a column part plus a row part: it differs from such a sum by at most %1.</source>
        <translation>与所选图像块的分数等于“列的部分加行的部分”：与这样的和最多相差 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="70"/>
        <source>The score with the chosen patch is not a column part plus a row part: it differs from the nearest such sum by up to %1.</source>
        <translation>与所选图像块的分数不是“列的部分加行的部分”：与最接近的这种和相差最多 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="89"/>
        <source>Picture cut into patches</source>
        <translation>切成图像块的图片</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="90"/>
        <source>Position vector of the chosen patch</source>
        <translation>所选图像块的位置向量</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="95"/>
        <source>What the map shows</source>
        <translation>这张图说明了什么</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="128"/>
        <source>Open picture…</source>
        <translation>打开图片…</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="129"/>
        <source>A PNG or JPEG picture of your own. It is scaled so that its longer side is %1 pixels, as a Vision Transformer takes it.</source>
        <translation>你自己的 PNG 或 JPEG 图片。它会按 Vision Transformer 的做法缩放到长边 %1 像素。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="135"/>
        <source>%1 × %1 pixels</source>
        <translation>%1 × %1 像素</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="137"/>
        <source>Patch size:</source>
        <translation>图像块大小：</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="143"/>
        <source>Positions:</source>
        <translation>位置：</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="148"/>
        <source>The width of each patch&apos;s position vector (for RoPE, of an attention head).</source>
        <translation>每个图像块位置向量的维度（对 RoPE 是一个注意力头的维度）。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="149"/>
        <source>Width D (d_model):</source>
        <translation>维度 D（d_model）：</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="154"/>
        <source>Base:</source>
        <translation>底数：</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="210"/>
        <source>Open Picture</source>
        <translation>打开图片</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="211"/>
        <source>Pictures (*.png *.jpg *.jpeg)</source>
        <translation>图片 (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="221"/>
        <source>The file %1 could not be read as a picture (%2). The last picture is still shown.</source>
        <translation>无法把文件 %1 读成图片（%2）。仍然显示上一张图片。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="252"/>
        <source>Not one whole patch fits: at this size the picture&apos;s shorter side is %1 pixels, and a patch is %2 pixels.</source>
        <translation>连一个完整的图像块都放不下：按这个尺寸，图片的短边是 %1 像素，而一个图像块是 %2 像素。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="305"/>
        <source>time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="305"/>
        <source>row</source>
        <translation>行</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="305"/>
        <source>column</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="310"/>
        <source>The chosen patch&apos;s position vector, its %1 values by the axis each follows:</source>
        <translation>所选图像块的位置向量，共 %1 个数，按各自跟随的轴分组：</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="311"/>
        <source>The chosen patch&apos;s %1 rotation angles, in radians, by the axis each follows:</source>
        <translation>所选图像块的 %1 个旋转角（弧度），按各自跟随的轴分组：</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="321"/>
        <source>(row %1, column %2)</source>
        <translation>（第 %1 行，第 %2 列）</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="326"/>
        <source>The picture is %1 × %2 pixels; patches of %3 × %3 pixels make a grid of %4 rows and %5 columns, counted from 0.</source>
        <translation>图片为 %1 × %2 像素；%3 × %3 像素的图像块组成 %4 行 %5 列的网格，行列都从 0 开始数。</translation>
    </message>
    <message>
        <location filename="../../ui/grid/patch_grid_view.cpp" line="351"/>
        <source>The colours are fitted to the values shown: the darkest is %1, the lowest, and the lightest %2, the highest.</source>
        <translation>颜色按图中的数值范围铺开：最深的是最小值 %1，最浅的是最大值 %2。</translation>
    </message>
</context>
<context>
    <name>PlotDescription</name>
    <message>
        <location filename="../../ui/plots/description.cpp" line="35"/>
        <source>values</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../ui/plots/description.cpp" line="36"/>
        <source>words</source>
        <translation>词</translation>
    </message>
    <message>
        <location filename="../../ui/plots/description.cpp" line="39"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/plots/description.cpp" line="41"/>
        <source>%1 from %2 to %3</source>
        <translation>%1 从 %2 到 %3</translation>
    </message>
    <message>
        <location filename="../../ui/plots/description.cpp" line="53"/>
        <source>Plot over %1</source>
        <translation>随 %1 变化的图</translation>
    </message>
    <message>
        <location filename="../../ui/plots/description.cpp" line="54"/>
        <source>Plot of %1 against %2</source>
        <translation>%1 随 %2 变化的图</translation>
    </message>
    <message>
        <location filename="../../ui/plots/description.cpp" line="60"/>
        <source>, </source>
        <comment>between two parts of one sentence</comment>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../../ui/plots/description.cpp" line="61"/>
        <source>; </source>
        <comment>between the parts of a description</comment>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../ui/plots/description.cpp" line="71"/>
        <source>a colour map of %1 rows × %2 columns, its colours from %3 to %4</source>
        <translation>%1 行 × %2 列的颜色图，颜色从 %3 到 %4</translation>
    </message>
    <message>
        <location filename="../../ui/plots/description.cpp" line="77"/>
        <source>each cell drawn is the mean of %1 rows × %2 columns</source>
        <translation>画出的每个格子是 %1 行 × %2 列的平均值</translation>
    </message>
    <message>
        <location filename="../../ui/plots/description.cpp" line="78"/>
        <source>sampled: every %1th row and %2th column drawn</source>
        <translation>抽样显示：每 %1 行取一行、每 %2 列取一列画出</translation>
    </message>
    <message>
        <location filename="../../ui/plots/description.cpp" line="85"/>
        <source>curves: %1</source>
        <translation>曲线：%1</translation>
    </message>
    <message>
        <location filename="../../ui/plots/description.cpp" line="89"/>
        <source>.</source>
        <comment>the end of a description</comment>
        <translation>。</translation>
    </message>
</context>
<context>
    <name>PrincipalComponentsView</name>
    <message>
        <location filename="../../ui/training_lab/principal_components_view.cpp" line="44"/>
        <source>Share of the variance</source>
        <translation>方差占比</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/principal_components_view.cpp" line="45"/>
        <source>component</source>
        <translation>主成分</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/principal_components_view.cpp" line="46"/>
        <source>variance explained (%)</source>
        <translation>解释的方差（%）</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/principal_components_view.cpp" line="55"/>
        <source>The first components against position</source>
        <translation>前几个主成分随位置的变化</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/principal_components_view.cpp" line="56"/>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/principal_components_view.cpp" line="57"/>
        <source>score</source>
        <translation>主成分得分</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/principal_components_view.cpp" line="65"/>
        <source>From papers, not measured here:</source>
        <translation>来自论文，并非本程序的测量：</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/principal_components_view.cpp" line="66"/>
        <source>Wang &amp; Chen (2020, “What Do Position Embeddings Learn?”, EMNLP) found that GPT-2&apos;s learned position embeddings lie near a helix: against position, their first principal components rise and fall like waves.</source>
        <translation>Wang 和 Chen（2020，“What Do Position Embeddings Learn?”，EMNLP）发现，GPT-2 学到的位置嵌入分布在一条螺旋线附近：它们的前几个主成分随位置像波一样起伏。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/principal_components_view.cpp" line="69"/>
        <source>BERT&apos;s are smooth only up to about position 128, the length it was pre-trained on for most of its steps; past it they show less structure.</source>
        <translation>BERT 的位置嵌入只在大约位置 128 以内是平滑的，这是它大部分预训练步骤所用的长度；超过它，结构就不那么清楚了。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/principal_components_view.cpp" line="85"/>
        <source>Train a model with the learned table: its principal components appear here.</source>
        <translation>用可学习的位置表训练一个模型，它的主成分就会显示在这里。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/principal_components_view.cpp" line="102"/>
        <source>At step %1 this table holds values that are not finite numbers: it has no principal components.</source>
        <translation>第 %1 步时，这张表里有不是有限数的值：它没有主成分。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/principal_components_view.cpp" line="133"/>
        <source>component %1</source>
        <translation>主成分 %1</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/principal_components_view.cpp" line="148"/>
        <source>At step %1 every row of this table is the same: it has no variance to explain.</source>
        <translation>第 %1 步时，这张表的每一行都一样：没有方差可以解释。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/principal_components_view.cpp" line="150"/>
        <source>At step %1 its one component explains %2 % of this table&apos;s variance.</source>
        <translation>第 %1 步时，它唯一的主成分解释了这张表 %2% 的方差。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/principal_components_view.cpp" line="151"/>
        <source>At step %1 the first two components explain %2 % of this table&apos;s variance, the first alone %3 %.</source>
        <translation>第 %1 步时，前两个主成分解释了这张表 %2% 的方差，其中第一个单独解释 %3%。</translation>
    </message>
</context>
<context>
    <name>QueryTemperatureView</name>
    <message>
        <location filename="../../ui/attention_lab/query_temperature_view.cpp" line="42"/>
        <source>Query temperature of the layers without position</source>
        <translation>无位置信息层的查询温度</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/query_temperature_view.cpp" line="43"/>
        <source>query position p</source>
        <translation>查询位置 p</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/query_temperature_view.cpp" line="44"/>
        <source>queries multiplied by</source>
        <translation>查询乘以的系数</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/query_temperature_view.cpp" line="78"/>
        <source>At the model&apos;s real scale, a step every %1 positions: the queries of the %2 layers without position are multiplied by %3 up to position %4, by %5 from position %6, and by %7 at position %8.</source>
        <translation>按模型的真实尺度，每 %1 个位置升一级：%2 个无位置信息层的查询，到位置 %4 为止乘以 %3，从位置 %6 起乘以 %5，在位置 %8 乘以 %7。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/query_temperature_view.cpp" line="85"/>
        <source>Over this window&apos;s %1 positions it stays %2.</source>
        <translation>在本窗口的 %1 个位置上，它一直是 %2。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/query_temperature_view.cpp" line="86"/>
        <source>Over this window&apos;s %1 positions it goes up to %2.</source>
        <translation>在本窗口的 %1 个位置上，它最多升到 %2。</translation>
    </message>
</context>
<context>
    <name>QuestionPicture</name>
    <message>
        <location filename="../../ui/challenges/question_picture.cpp" line="68"/>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/question_picture.cpp" line="69"/>
        <location filename="../../ui/challenges/question_picture.cpp" line="94"/>
        <location filename="../../ui/challenges/question_picture.cpp" line="197"/>
        <source>value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/question_picture.cpp" line="90"/>
        <source>sine (even dimension)</source>
        <translation>正弦（偶数维）</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/question_picture.cpp" line="90"/>
        <source>cosine (odd dimension)</source>
        <translation>余弦（奇数维）</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/question_picture.cpp" line="93"/>
        <source>dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/question_picture.cpp" line="113"/>
        <source>position p</source>
        <translation>位置 p</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/question_picture.cpp" line="113"/>
        <source>position p + k</source>
        <translation>位置 p + k</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/question_picture.cpp" line="131"/>
        <source>sin</source>
        <translation>sin</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/question_picture.cpp" line="132"/>
        <source>cos</source>
        <translation>cos</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/question_picture.cpp" line="201"/>
        <location filename="../../ui/challenges/question_picture.cpp" line="241"/>
        <source>column</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/question_picture.cpp" line="202"/>
        <location filename="../../ui/challenges/question_picture.cpp" line="242"/>
        <source>row</source>
        <translation>行</translation>
    </message>
</context>
<context>
    <name>RecentLessonsMenu</name>
    <message>
        <location filename="../../ui/shell/recent_lessons_menu.cpp" line="14"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
</context>
<context>
    <name>RopeScaleControls</name>
    <message>
        <location filename="../../ui/explorer/rope_scale_controls.cpp" line="21"/>
        <source>How RoPE stretches to sentences longer than it trained on: divide every position by the factor (interpolation), raise the base so the slow pairs turn slower (NTK, or dynamic NTK as the sentence grows), or treat fast and slow pairs differently (YaRN, Llama 3). The chart below the heatmap shows what each does to every pair.</source>
        <translation>RoPE 如何延伸到比训练时更长的句子：把每个位置除以缩放因子（插值），增大底数让慢的维度对转得更慢（NTK，或随句子变长而调整的动态 NTK），或者区别对待快的和慢的维度对（YaRN、Llama 3）。热力图下方的图显示每种方法对每个维度对的影响。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_scale_controls.cpp" line="34"/>
        <source>factor s (longest / trained length)</source>
        <translation>缩放因子 s（最长长度 / 训练长度）</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_scale_controls.cpp" line="34"/>
        <source>How many times longer the sentences are than the ones it trained on.</source>
        <translation>句子的长度是训练时句子的几倍。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_scale_controls.cpp" line="37"/>
        <source>trained length L0</source>
        <translation>训练长度 L0</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_scale_controls.cpp" line="37"/>
        <source>The length the model was trained on (original_max_position_embeddings): the methods compare each pair&apos;s wavelength with it.</source>
        <translation>模型训练时的长度（original_max_position_embeddings）：这些方法拿每个维度对的波长和它比较。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_scale_controls.cpp" line="41"/>
        <source>β_fast (YaRN)</source>
        <translation>β_fast（YaRN）</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_scale_controls.cpp" line="41"/>
        <source>Pairs that turn more than this many times within L0 are left alone (32 in YaRN).</source>
        <translation>在 L0 内转动超过这么多圈的维度对保持不变（YaRN 用 32）。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_scale_controls.cpp" line="43"/>
        <source>β_slow (YaRN)</source>
        <translation>β_slow（YaRN）</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_scale_controls.cpp" line="43"/>
        <source>Pairs that turn fewer times than this within L0 are divided by s (1 in YaRN).</source>
        <translation>在 L0 内转动少于这么多圈的维度对除以 s（YaRN 用 1）。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_scale_controls.cpp" line="45"/>
        <source>low_freq_factor (Llama 3)</source>
        <translation>low_freq_factor（Llama 3）</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_scale_controls.cpp" line="45"/>
        <source>Pairs whose wavelength is longer than L0 / low_freq_factor are divided by s (1 in Llama 3).</source>
        <translation>波长超过 L0 / low_freq_factor 的维度对除以 s（Llama 3 用 1）。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_scale_controls.cpp" line="47"/>
        <source>high_freq_factor (Llama 3)</source>
        <translation>high_freq_factor（Llama 3）</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_scale_controls.cpp" line="47"/>
        <source>Pairs whose wavelength is shorter than L0 / high_freq_factor are left alone (4 in Llama 3).</source>
        <translation>波长短于 L0 / high_freq_factor 的维度对保持不变（Llama 3 用 4）。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_scale_controls.cpp" line="56"/>
        <source>the whole head turns</source>
        <translation>整个头都旋转</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_scale_controls.cpp" line="57"/>
        <source>GPT-NeoX: the first dimensions turn (Pythia)</source>
        <translation>GPT-NeoX：前面的维度旋转（Pythia）</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_scale_controls.cpp" line="58"/>
        <source>Gemma 4: the fastest pairs turn (proportional)</source>
        <translation>Gemma 4：最快的维度对旋转（比例式）</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_scale_controls.cpp" line="59"/>
        <source>Many models of 2024–26 turn only part of each query and key: GPT-NeoX and Pythia the first quarter of the dimensions, with the whole spectrum squeezed into it; Gemma 4 the fastest quarter of the pairs, the slow ones never turning. The dimensions that do not turn compare the words alone.</source>
        <translation>2024—2026 年的许多模型只旋转每个查询和键的一部分：GPT-NeoX 和 Pythia 旋转前四分之一的维度，并把整个频谱压缩进去；Gemma 4 旋转最快的四分之一维度对，慢的维度对永不旋转。不旋转的维度只比较词本身。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_scale_controls.cpp" line="76"/>
        <source>part p that turns</source>
        <translation>旋转的比例 p</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_scale_controls.cpp" line="80"/>
        <source>The part of each head that turns: 0.25 in Pythia and Gemma 4.</source>
        <translation>每个头中参与旋转的比例：Pythia 和 Gemma 4 都是 0.25。</translation>
    </message>
</context>
<context>
    <name>RopeWavelengthView</name>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="65"/>
        <source>pair i</source>
        <translation>维度对 i</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="66"/>
        <source>wavelength (positions per full turn)</source>
        <translation>波长（转一整圈经过的位置数）</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="74"/>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="171"/>
        <source>without scaling</source>
        <translation>不缩放</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="75"/>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="191"/>
        <source>left alone</source>
        <translation>保持不变</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="75"/>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="191"/>
        <source>squeezed (divided by s)</source>
        <translation>压缩（除以 s）</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="75"/>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="191"/>
        <source>slowed by less than s</source>
        <translation>变慢不到 s 倍</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="162"/>
        <source>With d_model 1 there is no pair of dimensions to turn.</source>
        <translation>d_model 为 1 时，没有可以转动的维度对。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="223"/>
        <source>trained length L0 = %1</source>
        <translation>训练长度 L0 = %1</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="100"/>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="225"/>
        <source>positions on screen: %1</source>
        <translation>屏幕上的位置数：%1</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="114"/>
        <source>the whole head turning</source>
        <translation>整个头都旋转时</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="130"/>
        <source>turns</source>
        <translation>旋转</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="132"/>
        <source>never turns: the words alone (drawn at the top)</source>
        <translation>永不旋转：只带词本身（画在最上方）</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="140"/>
        <source>Each pair&apos;s wavelength: the whole head (grey) and the part that turns</source>
        <translation>每个维度对的波长：整个头（灰色）和旋转的部分</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="235"/>
        <source>L0 / low_freq_factor: longer ones are divided by s</source>
        <translation>L0 / low_freq_factor：波长更长的除以 s</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="236"/>
        <source>L0 / high_freq_factor: shorter ones are left alone</source>
        <translation>L0 / high_freq_factor：波长更短的保持不变</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="238"/>
        <source>L0 / β_slow: fewer turns, divided by s</source>
        <translation>L0 / β_slow：圈数更少的除以 s</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="239"/>
        <source>L0 / β_fast: more turns, left alone</source>
        <translation>L0 / β_fast：圈数更多的保持不变</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="178"/>
        <source>Each pair&apos;s wavelength, before (grey) and after %1</source>
        <translation>每个维度对的波长：缩放前（灰色）和%1之后</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="179"/>
        <source>Each pair&apos;s wavelength (no scaling chosen)</source>
        <translation>每个维度对的波长（未选择缩放）</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="264"/>
        <source>left alone: pairs %1</source>
        <translation>保持不变：维度对 %1</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="264"/>
        <source>squeezed %2 times (as interpolation): pairs %1</source>
        <translation>压缩 %2 倍（同插值）：维度对 %1</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="265"/>
        <source>slowed by less than %2 times: pairs %1</source>
        <translation>变慢不到 %2 倍：维度对 %1</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="266"/>
        <source>left alone: pair %1</source>
        <translation>保持不变：维度对 %1</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="266"/>
        <source>squeezed %2 times (as interpolation): pair %1</source>
        <translation>压缩 %2 倍（同插值）：维度对 %1</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="267"/>
        <source>slowed by less than %2 times: pair %1</source>
        <translation>变慢不到 %2 倍：维度对 %1</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="275"/>
        <source>%1 with s = %2: %3.</source>
        <translation>%1，s = %2：%3。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="275"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="276"/>
        <source>Without scaling every pair turns as in training. Choose a scaling to see which pairs it changes.</source>
        <translation>不缩放时，每个维度对都像训练时一样转动。选择一种缩放，看看它改变了哪些维度对。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="278"/>
        <source>Dynamic NTK changes nothing until the sentence is longer than L0: here %1 positions.</source>
        <translation>在句子长度超过 L0 之前，动态 NTK 不做任何改变：这里 L0 是 %1 个位置。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rope_wavelength_view.cpp" line="280"/>
        <source>Every score is also multiplied by (0.1·ln s + 1)² = %1.</source>
        <translation>每个分数还要乘以 (0.1·ln s + 1)² = %1。</translation>
    </message>
</context>
<context>
    <name>RotationDialog</name>
    <message>
        <location filename="../../ui/explorer/rotation_dialog.cpp" line="22"/>
        <source>The offset as a rotation</source>
        <translation>把偏移看成旋转</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rotation_dialog.cpp" line="24"/>
        <source>value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rotation_dialog.cpp" line="26"/>
        <source>dimension of PE(p)</source>
        <translation>PE(p) 的维度</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rotation_dialog.cpp" line="27"/>
        <source>dimension of PE(p + k)</source>
        <translation>PE(p + k) 的维度</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rotation_dialog.cpp" line="52"/>
        <source>M_k turns the sinusoidal scheme&apos;s sines and cosines: choose that scheme to see it.</source>
        <translation>M_k 旋转的是正弦方案中的正弦和余弦：选择正弦方案才能看到它。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rotation_dialog.cpp" line="53"/>
        <source>M_k has d_model × d_model entries: it is drawn for d_model up to %1. Choose a smaller d_model.</source>
        <translation>M_k 有 d_model × d_model 个元素：只在 d_model 不超过 %1 时画出。请选择更小的 d_model。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rotation_dialog.cpp" line="61"/>
        <source>M_k for k = %1: PE(p + k) = M_k · PE(p)</source>
        <translation>k = %1 时的 M_k：PE(p + k) = M_k · PE(p)</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rotation_dialog.cpp" line="62"/>
        <source>Each pair&apos;s sine and cosine turn together by k·ωᵢ: %1 blocks of cos(k·ωᵢ) and ±sin(k·ωᵢ), the same for every position p.</source>
        <translation>每个维度对的正弦和余弦一起转过 k·ωᵢ：共 %1 个由 cos(k·ωᵢ) 和 ±sin(k·ωᵢ) 组成的小块，对每个位置 p 都相同。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rotation_dialog.cpp" line="65"/>
        <source>k is negative: M_k turns back, and is the transpose of M_%1.</source>
        <translation>k 是负数：M_k 往回转，它是 M_%1 的转置。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rotation_dialog.cpp" line="66"/>
        <source>Largest |PE(p + k) − M_k·PE(p)| over every p: %1.</source>
        <translation>所有 p 上 |PE(p + k) − M_k·PE(p)| 的最大值：%1。</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/rotation_dialog.cpp" line="69"/>
        <source>With an odd d_model the last sine has no cosine to turn with, so no matrix moves it exactly.</source>
        <translation>d_model 为奇数时，最后一个正弦没有可以一起转动的余弦，所以没有矩阵能精确地移动它。</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <location filename="../../ui/challenges/round_summary.cpp" line="21"/>
        <source>&lt;li&gt;Question %1: %2&lt;/li&gt;</source>
        <translation>&lt;li&gt;第 %1 题：%2&lt;/li&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/round_summary.cpp" line="22"/>
        <source>&lt;p&gt;Hands up:&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</source>
        <translation>&lt;p&gt;举手情况：&lt;/p&gt;&lt;ul&gt;%1&lt;/ul&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/round_summary.cpp" line="29"/>
        <source>&lt;h2&gt;Level %1, %2: done&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;级别 %1（%2）：已完成&lt;/h2&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/challenges/round_summary.cpp" line="31"/>
        <source>&lt;p&gt;%n question(s) for the class; no score is kept in class mode.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;全班共 %n 道题；课堂模式不计分。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/challenges/round_summary.cpp" line="34"/>
        <source>&lt;p&gt;%1 of %2 right, %3 points, best streak %4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%2 题答对 %1 题，得 %3 分，最长连对 %4 题。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/round_summary.cpp" line="40"/>
        <source>&lt;li&gt;%1 %2 of %3 right&lt;/li&gt;</source>
        <translation>&lt;li&gt;%1：%3 题中答对 %2 题&lt;/li&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/round_summary.cpp" line="44"/>
        <source>&lt;p&gt;Seed %1: the same seed gives these questions again.&lt;/p&gt;</source>
        <translation>&lt;p&gt;种子 %1：用同一个种子会再次得到这些题目。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/round_summary.cpp" line="50"/>
        <source>Class mode: S starts the countdown, R reveals the answer, N goes to the next question or skips this one; A to E choose. F11 or Esc ends it.</source>
        <translation>课堂模式：S 开始倒计时，R 揭晓答案，N 进入下一题或跳过这一题；A 到 E 选择答案。按 F11 或 Esc 结束。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/round_summary.cpp" line="52"/>
        <source>Predict, then check: answer and press Enter. Then Show Me opens the view that answers the question.</source>
        <translation>先预测，再核对：作答后按回车。之后，“带我看看”会打开能解答这道题的视图。</translation>
    </message>
</context>
<context>
    <name>ScoreTermsPanel</name>
    <message>
        <location filename="../../ui/attention_lab/score_terms_panel.cpp" line="14"/>
        <source>query word × key word</source>
        <translation>查询的词 × 键的词</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/score_terms_panel.cpp" line="15"/>
        <source>query word × key position</source>
        <translation>查询的词 × 键的位置</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/score_terms_panel.cpp" line="16"/>
        <source>query position × key word</source>
        <translation>查询的位置 × 键的词</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/score_terms_panel.cpp" line="17"/>
        <source>query position × key position</source>
        <translation>查询的位置 × 键的位置</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/score_terms_panel.cpp" line="31"/>
        <source>&lt;b&gt;The four terms of the scores&lt;/b&gt; (sentence A, the head chosen)</source>
        <translation>&lt;b&gt;分数的四项&lt;/b&gt;（句子 A，当前所选的头）</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/score_terms_panel.cpp" line="64"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/score_terms_panel.cpp" line="65"/>
        <source>%1, size %2</source>
        <translation>%1，大小 %2</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/score_terms_panel.cpp" line="69"/>
        <source>Sizes (root mean square): query word × key word %1, query word × key position %2, query position × key word %3, query position × key position %4. The largest is %5. All four share one colour scale; they sum to the scores before any bias or mask.</source>
        <translation>大小（均方根）：查询的词 × 键的词为 %1，查询的词 × 键的位置为 %2，查询的位置 × 键的词为 %3，查询的位置 × 键的位置为 %4。最大的是“%5”。四项共用一个颜色刻度；它们相加就是加偏置和掩码之前的分数。</translation>
    </message>
</context>
<context>
    <name>SentencePanel</name>
    <message>
        <location filename="../../ui/attention_lab/sentence_panel.cpp" line="25"/>
        <source>&lt;i&gt;No tokens yet: type a sentence.&lt;/i&gt;</source>
        <translation>&lt;i&gt;还没有词元：请输入一个句子。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/sentence_panel.cpp" line="38"/>
        <source> … (%1 tokens in all)</source>
        <translation> …（共 %1 个词元）</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/sentence_panel.cpp" line="73"/>
        <source>Type any sentence, in English, Chinese or both. Each word, punctuation mark and Chinese character is a token.</source>
        <translation>输入任意句子，英文、中文或中英混合都可以。每个单词、标点符号和汉字都是一个词元。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/sentence_panel.cpp" line="77"/>
        <source>The tokens attention sees, each with the row of the position table it reads.</source>
        <translation>注意力看到的词元，每个词元都标出它读取的是位置表的第几行。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/sentence_panel.cpp" line="79"/>
        <source>Examples…</source>
        <translation>例句…</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/sentence_panel.cpp" line="82"/>
        <source>Pairs of sentences with the same words in a different order.</source>
        <translation>成对的句子：词相同，但顺序不同。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/sentence_panel.cpp" line="85"/>
        <source>Swap words</source>
        <translation>交换首尾词</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/sentence_panel.cpp" line="86"/>
        <source>Make sentence B from sentence A by swapping its first and last words.</source>
        <translation>把句子 A 的第一个词和最后一个词交换，得到句子 B。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/sentence_panel.cpp" line="99"/>
        <source>Sentence A</source>
        <translation>句子 A</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/sentence_panel.cpp" line="99"/>
        <source>Sentence B</source>
        <translation>句子 B</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/sentence_panel.cpp" line="104"/>
        <source>The tokens of %1</source>
        <translation>%1 的词元</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/sentence_panel.cpp" line="176"/>
        <source>Sentence A needs at least two words to swap.</source>
        <translation>句子 A 至少要有两个词才能交换。</translation>
    </message>
</context>
<context>
    <name>SessionMemory</name>
    <message>
        <location filename="../../ui/shell/session_memory.cpp" line="23"/>
        <source>Your set-up could not be saved for next time: %1</source>
        <translation>无法保存当前设置供下次使用：%1</translation>
    </message>
</context>
<context>
    <name>ShowMe</name>
    <message>
        <location filename="../../ui/challenges/show_me.cpp" line="165"/>
        <source>the Encoding Explorer</source>
        <translation>编码探索器</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/show_me.cpp" line="166"/>
        <source>the Attention Lab</source>
        <translation>注意力实验室</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/show_me.cpp" line="167"/>
        <source>the Training Lab</source>
        <translation>训练实验室</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/show_me.cpp" line="168"/>
        <source>the Images and Video tab</source>
        <translation>图像与视频</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/show_me.cpp" line="172"/>
        <source>Show Me set up %1 for this question. Your own settings are kept: Back to My Set-up (Ctrl+Shift+Z) puts them back.</source>
        <translation>“带我看看”为这道题设置了%1。你自己的设置已经保存：点“回到我的设置”（Ctrl+Shift+Z）即可恢复。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/show_me.cpp" line="174"/>
        <source>, </source>
        <comment>between the names of views</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>SimilarityView</name>
    <message>
        <location filename="../../ui/explorer/similarity_view.cpp" line="40"/>
        <source>Similarity to the selected position</source>
        <translation>与选中位置的相似度</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/similarity_view.cpp" line="41"/>
        <location filename="../../ui/explorer/similarity_view.cpp" line="64"/>
        <location filename="../../ui/explorer/similarity_view.cpp" line="65"/>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/similarity_view.cpp" line="42"/>
        <location filename="../../ui/explorer/similarity_view.cpp" line="60"/>
        <source>dot product</source>
        <translation>点积</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/similarity_view.cpp" line="44"/>
        <source>cosine similarity</source>
        <translation>余弦相似度</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/similarity_view.cpp" line="49"/>
        <source>dot product (left axis)</source>
        <translation>点积（左轴）</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/similarity_view.cpp" line="55"/>
        <source>cosine (right axis)</source>
        <translation>余弦（右轴）</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/similarity_view.cpp" line="63"/>
        <source>Dot products of all pairs</source>
        <translation>任意两个位置之间的点积</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/similarity_view.cpp" line="119"/>
        <source>Similarity to position %1</source>
        <translation>与位置 %1 的相似度</translation>
    </message>
</context>
<context>
    <name>SinkRow</name>
    <message>
        <location filename="../../ui/attention_lab/sink_row.cpp" line="12"/>
        <source>Attention sink S</source>
        <translation>注意力汇 S</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/sink_row.cpp" line="15"/>
        <source>As in gpt-oss: a logit S joins each row&apos;s softmax and is then dropped, so a word can give part of its attention to nothing. The verdicts above the maps say how much the sink takes.</source>
        <translation>与 gpt-oss 相同：一个 logit S 加入每一行的 softmax，算完后再去掉，于是一个词可以把一部分注意力“交给空处”。注意力图上方的结论给出注意力汇拿走了多少。</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/sink_row.cpp" line="20"/>
        <source>sink logit S</source>
        <translation>注意力汇的 logit S</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/sink_row.cpp" line="21"/>
        <source>The larger S is next to the scores, the more of each row the sink takes.</source>
        <translation>S 相对于分数越大，注意力汇从每一行拿走的就越多。</translation>
    </message>
</context>
<context>
    <name>SliderSpinBox</name>
    <message>
        <location filename="../../ui/widgets/slider_spin_box.cpp" line="64"/>
        <source>%1 can be from %2 to %3 here (you typed %4): it stays %5.</source>
        <translation>“%1”在这里的范围是 %2 到 %3（你输入的是 %4），仍保持为 %5。</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/slider_spin_box.cpp" line="169"/>
        <location filename="../../ui/widgets/slider_spin_box.cpp" line="197"/>
        <source>Play %1</source>
        <translation>播放 %1</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/slider_spin_box.cpp" line="196"/>
        <source>Play: move this slider by itself. The arrow sets how it moves and how fast.</source>
        <translation>播放：让这个滑块自己移动。旁边的箭头可以设置移动的方式和速度。</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/slider_spin_box.cpp" line="201"/>
        <source>Once</source>
        <translation>一次</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/slider_spin_box.cpp" line="201"/>
        <source>Loop</source>
        <translation>循环</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/slider_spin_box.cpp" line="201"/>
        <source>Back and forth</source>
        <translation>来回</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/slider_spin_box.cpp" line="212"/>
        <source>%1 steps a second</source>
        <translation>每秒 %1 步</translation>
    </message>
</context>
<context>
    <name>StageButton</name>
    <message>
        <location filename="../../ui/attention_lab/block_strip.cpp" line="89"/>
        <source>position enters here</source>
        <translation>位置信息从这里进入</translation>
    </message>
    <message>
        <location filename="../../ui/attention_lab/block_strip.cpp" line="109"/>
        <location filename="../../ui/attention_lab/block_strip.cpp" line="133"/>
        <source>position enters</source>
        <translation>位置信息进入</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../ui/shell/start_page.cpp" line="28"/>
        <source>How does a Transformer know the order of the words?</source>
        <translation>Transformer 怎样知道词的先后顺序？</translation>
    </message>
    <message>
        <location filename="../../ui/shell/start_page.cpp" line="35"/>
        <source>Begin with the guided lesson: %1 steps of about %3 minutes, for a class or on your own. Or open a view and explore; the lesson is always in the Lesson menu (%2).</source>
        <translation>从引导课程开始：共 %1 步，约 %3 分钟，适合课堂，也适合自学。也可以直接打开一个视图自己探索；课程随时可以从“课程”菜单打开（%2）。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/start_page.cpp" line="42"/>
        <source>Start the guided lesson</source>
        <translation>开始引导课程</translation>
    </message>
    <message>
        <location filename="../../ui/shell/start_page.cpp" line="43"/>
        <source>Why word order matters, how the sine waves write each position, and what a model learns with them and without them.</source>
        <translation>为什么词序很重要，正弦波怎样写下每个位置，以及模型有位置信息和没有位置信息时各能学到什么。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/start_page.cpp" line="51"/>
        <source>Drag sliders through the sinusoidal encoding and the other schemes: every wave and every number.</source>
        <translation>拖动滑块，探索正弦位置编码和其他方案：每一条波、每一个数都看得见。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/start_page.cpp" line="52"/>
        <source>Type two sentences with the same words in two orders and compare their attention, with and without position.</source>
        <translation>输入两个用词相同、词序不同的句子，比较加与不加位置信息时的注意力。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/start_page.cpp" line="53"/>
        <source>Train tiny Transformers live: without position a model cannot tell who did what.</source>
        <translation>现场训练小型 Transformer：没有位置信息，模型就分不清谁对谁做了什么。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/start_page.cpp" line="54"/>
        <source>Predict, then check: questions made from the app&apos;s own numbers, class mode and printable worksheets.</source>
        <translation>先预测，再核对：题目用程序自己算出的数出题，还有课堂模式和可打印的练习卷。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/start_page.cpp" line="55"/>
        <source>Cut a picture into patches and see how alike their positions are; give text, images and video Qwen&apos;s three position ids.</source>
        <translation>把图片切成图像块，看它们的位置有多相似；给文本、图像和视频配上 Qwen 的三个位置编号。</translation>
    </message>
</context>
<context>
    <name>StepNotesEditor</name>
    <message>
        <location filename="../../ui/classroom/step_notes_editor.cpp" line="10"/>
        <source>What to ask the class at this step. Only you see it, in the Teacher Notes window.</source>
        <translation>这一步要向全班提的问题。只有你能看到，显示在“教师备注”窗口里。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/step_notes_editor.cpp" line="11"/>
        <source>e.g. Do the two sentences mean the same?</source>
        <translation>例如：这两个句子意思一样吗？</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/step_notes_editor.cpp" line="12"/>
        <source>The answer to expect, for you alone.</source>
        <translation>预期的答案，只给你自己看。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/step_notes_editor.cpp" line="13"/>
        <source>e.g. No: the order of the words changes who did what.</source>
        <translation>例如：不一样，词序变了，谁做了什么也就变了。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/step_notes_editor.cpp" line="15"/>
        <source>not given</source>
        <translation>未填写</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/step_notes_editor.cpp" line="16"/>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/step_notes_editor.cpp" line="17"/>
        <source>About how long the step takes in class; the notes add them up for the lesson.</source>
        <translation>这一步在课堂上大约要用多久；备注会把各步加起来，算出整节课的时间。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/step_notes_editor.cpp" line="20"/>
        <source>Ask the &amp;class:</source>
        <translation>向全班提问(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/step_notes_editor.cpp" line="21"/>
        <source>E&amp;xpected answer:</source>
        <translation>预期答案(&amp;X)：</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/step_notes_editor.cpp" line="22"/>
        <source>&amp;Minutes:</source>
        <translation>分钟数(&amp;M)：</translation>
    </message>
</context>
<context>
    <name>TeacherNotesWindow</name>
    <message>
        <location filename="../../ui/classroom/teacher_notes_window.cpp" line="21"/>
        <source>Step %1 of %2: %3</source>
        <translation>第 %1 步，共 %2 步：%3</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/teacher_notes_window.cpp" line="24"/>
        <source>This step has no notes. Lesson › Edit Steps… writes them for your own steps.</source>
        <translation>这一步没有备注。自己的步骤可以在“课程 › 编辑步骤…”里写备注。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/teacher_notes_window.cpp" line="26"/>
        <source>Ask the class: %1</source>
        <translation>向全班提问：%1</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/teacher_notes_window.cpp" line="28"/>
        <source>Expected answer: %1</source>
        <translation>预期答案：%1</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/teacher_notes_window.cpp" line="30"/>
        <source>Minutes: %1 for this step; %2 of the lesson&apos;s %3 by its end.</source>
        <translation>时间：这一步 %1 分钟；到这一步结束，全课 %3 分钟已用去 %2 分钟。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/teacher_notes_window.cpp" line="34"/>
        <source>Next: %1</source>
        <translation>下一步：%1</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/teacher_notes_window.cpp" line="35"/>
        <source>This is the last step.</source>
        <translation>这是最后一步。</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/teacher_notes_window.cpp" line="46"/>
        <source>Teacher Notes</source>
        <translation>教师备注</translation>
    </message>
    <message>
        <location filename="../../ui/classroom/teacher_notes_window.cpp" line="60"/>
        <source>No lesson is running. Start one (Lesson › Start Lesson, Ctrl+G): each step&apos;s notes appear here, for you alone. Put this window on your own screen, not the projector.</source>
        <translation>现在没有在上课。开始一节课（“课程 › 开始课程”，Ctrl+G）后，每一步的备注会显示在这里，只给你一个人看。请把这个窗口放在你自己的屏幕上，不要放到投影上。</translation>
    </message>
</context>
<context>
    <name>TokenStrip</name>
    <message>
        <location filename="../../ui/grid/token_strip.cpp" line="22"/>
        <source>Token strip with the three position ids of every token</source>
        <translation>词元条带，附每个词元的三个位置编号</translation>
    </message>
    <message>
        <location filename="../../ui/grid/token_strip.cpp" line="42"/>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location filename="../../ui/grid/token_strip.cpp" line="43"/>
        <source>image</source>
        <translation>图像</translation>
    </message>
    <message>
        <location filename="../../ui/grid/token_strip.cpp" line="44"/>
        <source>video</source>
        <translation>视频</translation>
    </message>
    <message>
        <location filename="../../ui/grid/token_strip.cpp" line="51"/>
        <source>token</source>
        <translation>词元</translation>
    </message>
    <message>
        <location filename="../../ui/grid/token_strip.cpp" line="51"/>
        <source>temporal</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../ui/grid/token_strip.cpp" line="51"/>
        <source>height</source>
        <translation>高</translation>
    </message>
    <message>
        <location filename="../../ui/grid/token_strip.cpp" line="51"/>
        <source>width</source>
        <translation>宽</translation>
    </message>
    <message>
        <location filename="../../ui/grid/token_strip.cpp" line="127"/>
        <source>text: 1 token</source>
        <translation>文本：1 个词元</translation>
    </message>
    <message>
        <location filename="../../ui/grid/token_strip.cpp" line="127"/>
        <source>text: %1 tokens</source>
        <translation>文本：%1 个词元</translation>
    </message>
    <message>
        <location filename="../../ui/grid/token_strip.cpp" line="129"/>
        <source>image %1×%2 patches → %3×%4 tokens</source>
        <translation>图像 %1×%2 个图像块 → %3×%4 个词元</translation>
    </message>
    <message>
        <location filename="../../ui/grid/token_strip.cpp" line="131"/>
        <source>video %1×%2×%3 patches → %1×%4×%5 tokens</source>
        <translation>视频 %1×%2×%3 个图像块 → %1×%4×%5 个词元</translation>
    </message>
    <message>
        <location filename="../../ui/grid/token_strip.cpp" line="205"/>
        <source>Token %1 (%2): temporal %3, height %4, width %5.</source>
        <translation>词元 %1（%2）：时间 %3，高 %4，宽 %5。</translation>
    </message>
</context>
<context>
    <name>TokenStripRowNames</name>
    <message>
        <location filename="../../ui/grid/token_strip.cpp" line="218"/>
        <source>token: the token&apos;s place in the sequence; temporal, height, width: its three position ids.</source>
        <translation>词元：词元在序列中的序号；时间、高、宽：它的三个位置编号。</translation>
    </message>
</context>
<context>
    <name>TrainingControls</name>
    <message>
        <location filename="../../ui/widgets/choices.cpp" line="29"/>
        <source>no position</source>
        <translation>无位置信息</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/choices.cpp" line="43"/>
        <source>%1, causal mask</source>
        <translation>%1，加因果掩码</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/choices.cpp" line="48"/>
        <source>%1, trained on %2</source>
        <translation>%1，在“%2”任务上训练</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/training_notes.cpp" line="12"/>
        <source>Without position the model sees a bag of words: both orders of a sentence give exactly the same numbers. With the causal mask each word sees only the words before it, which is already a clue to order (Haviv et al., 2022).</source>
        <translation>没有位置信息时，模型看到的只是一个“词袋”：同一个句子的两种词序给出完全相同的数。加上因果掩码后，每个词只能看到它前面的词，这本身已经是词序的线索（Haviv 等，2022）。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/training_notes.cpp" line="24"/>
        <source>Previous trains for 1000 steps: in 300, the model with the waves added to its words did not yet find the symbol before.</source>
        <translation>“前一个”任务训练 1000 步：只训练 300 步时，词向量加上正弦波的模型还没学会找到前一个符号。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/training_notes.cpp" line="27"/>
        <source>Reverse trains with 2 layers and 1000 steps: one block finds where the sentence ends, the next fetches the word. With one block no scheme learned it.</source>
        <translation>“倒序”任务用 2 层、训练 1000 步：第一个块找出句子在哪里结束，第二个块取回对应的词。只用一个块时，没有哪种方案学得会。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="41"/>
        <source>Train</source>
        <translation>训练</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="42"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="43"/>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="44"/>
        <source>Save Curves as CSV…</source>
        <translation>把曲线保存为 CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="49"/>
        <source>Train one model per ticked scheme, side by side, from the same start (%1, from any view).</source>
        <translation>为每个勾选的方案各训练一个模型，从相同的起点出发并排训练（%1，在任何视图中都可用）。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="51"/>
        <source>Stop training; what the models learned so far stays.</source>
        <translation>停止训练；模型到目前为止学到的东西会保留下来。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="52"/>
        <source>Forget the trained models and their curves.</source>
        <translation>丢弃训练好的模型及其曲线。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="72"/>
        <source>Show Code…</source>
        <translation>显示代码…</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="73"/>
        <source>The PyTorch script that trains the same model and checks it against this app (Ctrl+Shift+C).</source>
        <translation>训练同一个模型、并与本程序的结果相核对的 PyTorch 脚本（Ctrl+Shift+C）。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="87"/>
        <source>The loss and test accuracy of every step and scheme, for a spreadsheet.</source>
        <translation>每一步、每个方案的损失和测试准确率，可用电子表格打开。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="184"/>
        <source>What the model learns. Each task needs word order: the same words in another order have another answer.</source>
        <translation>模型要学的内容。每个任务都离不开词序：同样的词换一种顺序，答案就不同。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="188"/>
        <source>The language of the who-did-it sentences: &quot;the dog bit the man&quot; or 狗咬人.</source>
        <translation>“谁做的”任务中句子的语言：“the dog bit the man”或“狗咬人”。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="151"/>
        <source>Nothing tells the model where a word stands.</source>
        <translation>没有任何信息告诉模型每个词在什么位置。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="190"/>
        <source>none: each word sees every word</source>
        <translation>不加：每个词都能看到所有词</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="191"/>
        <source>causal: each word sees only earlier words</source>
        <translation>因果掩码：每个词只能看到前面的词</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="192"/>
        <source>both, side by side</source>
        <translation>两种都训练，并排比较</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="193"/>
        <source>The causal mask, as in a decoder such as GPT: the last word then answers for the sentence. Both trains each ticked scheme without and with it: with no position at all, the mask alone can tell a model where a word stands.</source>
        <translation>因果掩码与 GPT 这样的解码器相同：由最后一个词代表整句作答。选“两种都训练”时，每个勾选的方案都会分别在不加和加掩码的情况下训练：即使完全没有位置信息，单靠掩码也能让模型知道一个词在哪里。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="196"/>
        <source>The width of every vector in the model.</source>
        <translation>模型中每个向量的维度。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="197"/>
        <source>Transformer blocks, one after the other.</source>
        <translation>Transformer 块的个数（一个接一个堆叠）。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="198"/>
        <source>Attention heads; they must divide d_model.</source>
        <translation>注意力头数；必须能整除 d_model。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="199"/>
        <source>Training steps, each on a mini-batch of 32 sentences of one length.</source>
        <translation>训练步数，每一步用一个小批量：32 个长度相同的句子。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="201"/>
        <source>The longest training sentence, in tokens. The test goes on to twice this length.</source>
        <translation>最长训练句子的长度（以词元计）。测试会一直测到这个长度的两倍。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="202"/>
        <source>Draws the starting weights and the sentences: the same seed trains the same models, another seed shows how much a result owes to luck.</source>
        <translation>决定初始权重和训练句子的随机抽取：同一个种子训练出同样的模型；换一个种子，可以看出结果有几分靠运气。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="206"/>
        <source>How RoPE turns the test sentences of n words, longer than the training length L, with the factor s = n / L and L as the trained length L0: position interpolation divides every position by s; NTK-aware scaling raises the base so that the slowest pair turns s times slower and the fastest as before (dynamic NTK does the same from the length itself); YaRN and Llama 3 leave the pairs that turn often within L alone and divide the slow ones by s. The explorer&apos;s chart shows which pairs each one changes.</source>
        <translation>RoPE 如何旋转长度 n 超过训练长度 L 的测试句子（缩放因子 s = n / L，训练长度 L0 即 L）：位置插值把每个位置除以 s；NTK-aware 缩放增大底数，让最慢的维度对慢 s 倍、最快的维度对保持不变（动态 NTK 根据句子长度自动做同样的事）；YaRN 和 Llama 3 让在 L 内转很多圈的维度对保持不变，把转得慢的除以 s。编码探索器中的图显示每种方法改变了哪些维度对。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="217"/>
        <source>Sinusoidal: %1</source>
        <translation>正弦：%1</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="222"/>
        <source>RoPE: %1</source>
        <translation>RoPE：%1</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="225"/>
        <source>How each head&apos;s queries and keys make its scores, in every run. Additive and bilinear learn their own weights W₁, W₂, v or W; cosine keeps every score between −1 and 1.</source>
        <translation>每个头的查询和键如何得出分数；所有模型都用这同一种方式。加性和双线性会学习自己的权重 W₁、W₂、v 或 W；余弦让每个分数都在 −1 到 1 之间。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="95"/>
        <source>What to train</source>
        <translation>训练什么</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="98"/>
        <source>task</source>
        <translation>任务</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="99"/>
        <source>sentences in</source>
        <translation>句子语言</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="100"/>
        <source>schemes, trained side by side:</source>
        <translation>方案（并排训练）：</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="102"/>
        <source>mask</source>
        <translation>掩码</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="103"/>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="105"/>
        <source>layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="107"/>
        <source>heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="118"/>
        <source>steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="119"/>
        <source>training length</source>
        <translation>训练长度</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="120"/>
        <source>seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="121"/>
        <source>score</source>
        <translation>分数</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="125"/>
        <source>sinusoidal convention</source>
        <translation>正弦编码的约定</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="126"/>
        <source>RoPE&apos;s pairs</source>
        <translation>RoPE 的维度配对</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="133"/>
        <source>layouts</source>
        <translation>布局</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="137"/>
        <source>RoPE past the training length</source>
        <translation>超出训练长度时的 RoPE</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="276"/>
        <source>Full speed</source>
        <translation>全速</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="277"/>
        <source>Pace for a class</source>
        <translation>课堂节奏</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="278"/>
        <source>speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="279"/>
        <source>Pace for a class spreads every run over %1 seconds, so that the class sees the curves rise as the model learns. The models learn the very same numbers at either speed.</source>
        <translation>“课堂节奏”让每次训练用 %1 秒完成，全班可以看着曲线随模型学习慢慢升起。两种速度下，模型学到的数字完全相同。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="372"/>
        <source>%1: %v of %m steps</source>
        <translation>%1：第 %v / %m 步</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="391"/>
        <source>%1: stopped before its first step, not trained</source>
        <translation>%1：第一步之前就停止了，未训练</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/controls.cpp" line="391"/>
        <source>%1: stopped at step %v of %m</source>
        <translation>%1：停在第 %v 步（共 %m 步）</translation>
    </message>
</context>
<context>
    <name>TrainingCurves</name>
    <message>
        <location filename="../../ui/training_lab/curves.cpp" line="27"/>
        <source>Press Train (%1) to watch the models learn.</source>
        <translation>按“训练”（%1），看模型如何学习。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/curves.cpp" line="53"/>
        <source>chance
%1 %</source>
        <translation>随机水平
%1%</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/curves.cpp" line="70"/>
        <source>Test accuracy at the training lengths</source>
        <translation>训练长度内的测试准确率</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/curves.cpp" line="71"/>
        <source>Loss of each mini-batch</source>
        <translation>每个小批量的损失</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/curves.cpp" line="73"/>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/curves.cpp" line="77"/>
        <source>right answers (%)</source>
        <translation>准确率（%）</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/curves.cpp" line="79"/>
        <source>cross-entropy</source>
        <translation>交叉熵</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/curves.cpp" line="171"/>
        <source>%1: the loss fell from %2 to %3, yet the accuracy stayed at chance (%4 %): the model learned which answers a sentence allows, not which one is right.</source>
        <translation>%1：损失从 %2 降到 %3，准确率却一直停在随机水平（%4%）：模型学会了一个句子可能有哪些答案，却没学会哪个是对的。</translation>
    </message>
</context>
<context>
    <name>TrainingLab</name>
    <message>
        <location filename="../../ui/state/settings.cpp" line="90"/>
        <source>Tick at least one scheme to train.</source>
        <translation>请至少勾选一个要训练的方案。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/training_lab.cpp" line="36"/>
        <source>Accuracy by sentence length</source>
        <translation>不同句子长度下的准确率</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/training_lab.cpp" line="36"/>
        <source>The learned table forming</source>
        <translation>可学习位置表的形成过程</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/training_lab.cpp" line="251"/>
        <source>Training: %1, with %2 (PyTorch)</source>
        <translation>训练：%1，使用 %2（PyTorch）</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/training_lab.cpp" line="259"/>
        <location filename="../../ui/training_lab/training_lab.cpp" line="264"/>
        <source>Save Curves as CSV</source>
        <translation>把曲线保存为 CSV</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/training_lab.cpp" line="259"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
</context>
<context>
    <name>TrySentence</name>
    <message>
        <location filename="../../ui/training_lab/try_sentence.cpp" line="24"/>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2 % sure)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（把握 %2%）</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/try_sentence.cpp" line="36"/>
        <source>Type a sentence with the task&apos;s words: every trained model answers it, and the same words in the other order.</source>
        <translation>用任务中的词输入一个句子：每个训练好的模型都会回答它，还会回答同样的词换一种顺序后的句子。</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/try_sentence.cpp" line="43"/>
        <source>Try it:</source>
        <translation>试一试：</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/try_sentence.cpp" line="94"/>
        <source>Other order: %1</source>
        <translation>另一种顺序：%1</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/try_sentence.cpp" line="94"/>
        <source>Other order</source>
        <translation>另一种顺序</translation>
    </message>
    <message>
        <location filename="../../ui/training_lab/try_sentence.cpp" line="114"/>
        <source>The trained models answer here once training has finished or been stopped.</source>
        <translation>训练完成或停止后，训练好的模型会在这里给出答案。</translation>
    </message>
</context>
<context>
    <name>VectorView</name>
    <message>
        <location filename="../../ui/explorer/vector_view.cpp" line="21"/>
        <source>One position across dimensions</source>
        <translation>一个位置在各个维度上的取值</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/vector_view.cpp" line="22"/>
        <location filename="../../ui/explorer/vector_view.cpp" line="83"/>
        <source>pair i</source>
        <translation>维度对 i</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/vector_view.cpp" line="23"/>
        <source>value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/vector_view.cpp" line="69"/>
        <source>sin, selected position</source>
        <translation>sin，选中的位置</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/vector_view.cpp" line="69"/>
        <source>cos, selected position</source>
        <translation>cos，选中的位置</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/vector_view.cpp" line="70"/>
        <source>sin, compared position</source>
        <translation>sin，对比的位置</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/vector_view.cpp" line="70"/>
        <source>cos, compared position</source>
        <translation>cos，对比的位置</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/vector_view.cpp" line="72"/>
        <source>selected position</source>
        <translation>选中的位置</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/vector_view.cpp" line="72"/>
        <source>compared position</source>
        <translation>对比的位置</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/vector_view.cpp" line="79"/>
        <source>Position %1 (solid) and position %2 (dashed)</source>
        <translation>位置 %1（实线）和位置 %2（虚线）</translation>
    </message>
    <message>
        <location filename="../../ui/explorer/vector_view.cpp" line="83"/>
        <source>dimension</source>
        <translation>维度</translation>
    </message>
</context>
<context>
    <name>ViewTabs</name>
    <message>
        <location filename="../../ui/shell/view_tabs.cpp" line="17"/>
        <source>Views</source>
        <translation>视图</translation>
    </message>
    <message>
        <location filename="../../ui/shell/view_tabs.cpp" line="19"/>
        <source>Encoding Explorer</source>
        <translation>编码探索器</translation>
    </message>
    <message>
        <location filename="../../ui/shell/view_tabs.cpp" line="19"/>
        <source>Attention Lab</source>
        <translation>注意力实验室</translation>
    </message>
    <message>
        <location filename="../../ui/shell/view_tabs.cpp" line="19"/>
        <source>Training Lab</source>
        <translation>训练实验室</translation>
    </message>
    <message>
        <location filename="../../ui/shell/view_tabs.cpp" line="19"/>
        <source>Challenges</source>
        <translation>挑战</translation>
    </message>
    <message>
        <location filename="../../ui/shell/view_tabs.cpp" line="19"/>
        <source>Images and Video</source>
        <translation>图像与视频</translation>
    </message>
    <message>
        <location filename="../../ui/shell/view_tabs.cpp" line="59"/>
        <source>Drag the sliders to explore how each position gets its own pattern.</source>
        <translation>拖动滑块，看看每个位置如何得到自己独特的模式。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/view_tabs.cpp" line="60"/>
        <source>Type two sentences with the same words in another order, and compare their attention.</source>
        <translation>输入两个用词相同、词序不同的句子，比较它们的注意力。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/view_tabs.cpp" line="61"/>
        <source>Tick the schemes to compare and press Train (%1): which models learn who did what to whom?</source>
        <translation>勾选要比较的方案，然后按“训练”（%1）：哪些模型能学会谁对谁做了什么？</translation>
    </message>
    <message>
        <location filename="../../ui/shell/view_tabs.cpp" line="62"/>
        <source>Tick the schemes to compare and press Train (%1): which models learn to say a sequence backwards?</source>
        <translation>勾选要比较的方案，然后按“训练”（%1）：哪些模型能学会把序列倒过来说？</translation>
    </message>
    <message>
        <location filename="../../ui/shell/view_tabs.cpp" line="63"/>
        <source>Tick the schemes to compare and press Train (%1): which models learn to name the symbol before each one?</source>
        <translation>勾选要比较的方案，然后按“训练”（%1）：哪些模型能学会说出每个符号前面的那个？</translation>
    </message>
    <message>
        <location filename="../../ui/shell/view_tabs.cpp" line="65"/>
        <source>Click a patch to see how alike its position is to every other&apos;s; edit the strip to see Qwen&apos;s three ids.</source>
        <translation>点击一个图像块，看它的位置与其他每个图像块有多相似；编辑条带，看 Qwen 的三个位置编号。</translation>
    </message>
</context>
<context>
    <name>WordVectorsLoader</name>
    <message>
        <location filename="../../ui/shell/word_vectors_loader.cpp" line="64"/>
        <source>%1 is too large for this computer&apos;s memory.</source>
        <translation>%1 太大，这台电脑的内存放不下。</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message numerus="yes">
        <location filename="../../ui/challenges/worksheet.cpp" line="40"/>
        <source>Level %1, %2 · seed %3 · %n question(s)</source>
        <translation>
            <numerusform>级别 %1（%2）· 种子 %3 · 共 %n 题</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/challenges/worksheet.cpp" line="79"/>
        <source>&lt;h1&gt;Positional Encoding Explorer: challenges&lt;/h1&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Name: ______________________ &amp;nbsp; Class: __________ &amp;nbsp; Date: __________&lt;/p&gt;</source>
        <translation>&lt;h1&gt;位置编码探索器：挑战&lt;/h1&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;姓名：______________________ &amp;nbsp; 班级：__________ &amp;nbsp; 日期：__________&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/worksheet.cpp" line="59"/>
        <source>&lt;h3&gt;%1. %2&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;%1. %2&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/worksheet.cpp" line="48"/>
        <source>&lt;p&gt;Your answer: ____________&lt;/p&gt;</source>
        <translation>&lt;p&gt;你的答案：____________&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/worksheet.cpp" line="86"/>
        <source>&lt;h2&gt;Answer sheet&lt;/h2&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Name: ______________________ &amp;nbsp; Class: __________&lt;/p&gt;</source>
        <translation>&lt;h2&gt;答题卡&lt;/h2&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;姓名：______________________ &amp;nbsp; 班级：__________&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/worksheet.cpp" line="101"/>
        <source>&lt;h2&gt;Answer key&lt;/h2&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;h2&gt;答案&lt;/h2&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/worksheet.cpp" line="106"/>
        <source>%1 (within %2)</source>
        <translation>%1（误差不超过 %2）</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/worksheet.cpp" line="144"/>
        <source>Page %1</source>
        <translation>第 %1 页</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/worksheet.cpp" line="192"/>
        <location filename="../../ui/challenges/worksheet.cpp" line="229"/>
        <source>Answer key, level %1, seed %2</source>
        <translation>答案 · 级别 %1 · 种子 %2</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/worksheet.cpp" line="193"/>
        <location filename="../../ui/challenges/worksheet.cpp" line="219"/>
        <source>Challenges, level %1, seed %2</source>
        <translation>挑战 · 级别 %1 · 种子 %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/challenges/worksheet.cpp" line="225"/>
        <source>Worksheet printed: %n page(s).</source>
        <translation>
            <numerusform>练习卷已打印：共 %n 页。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/challenges/worksheet.cpp" line="233"/>
        <source>Worksheet printed: %n page(s), and the answer key on its own.</source>
        <translation>
            <numerusform>练习卷已打印：共 %n 页；答案单独打印。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/challenges/worksheet.cpp" line="241"/>
        <location filename="../../ui/challenges/worksheet.cpp" line="251"/>
        <source>Save Worksheet as PDF</source>
        <translation>将练习卷存为 PDF</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/worksheet.cpp" line="243"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/worksheet.cpp" line="254"/>
        <source>Worksheet saved as %1</source>
        <translation>练习卷已保存为 %1</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/worksheet.cpp" line="255"/>
        <source>Worksheet saved as %1, its answer key as %2</source>
        <translation>练习卷已保存为 %1，答案保存为 %2</translation>
    </message>
</context>
<context>
    <name>WorksheetOptionsDialog</name>
    <message>
        <location filename="../../ui/challenges/worksheet_options.cpp" line="33"/>
        <source>&amp;Greys for a black-and-white printer</source>
        <translation>灰度，适合黑白打印机(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/worksheet_options.cpp" line="34"/>
        <source>&amp;Compact: smaller pictures and blanks, fewer pages</source>
        <translation>紧凑：图片和答题空白更小，页数更少(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/worksheet_options.cpp" line="35"/>
        <source>The answer &amp;key as its own file</source>
        <translation>答案单独存为一个文件(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/worksheet_options.cpp" line="37"/>
        <source>Worksheet</source>
        <translation>练习卷</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/worksheet_options.cpp" line="38"/>
        <source>Heatmaps in greys, and lines and points told apart by dashes and markers rather than by colour.</source>
        <translation>热力图用灰度显示，线条和点用虚线和标记而不是颜色来区分。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/worksheet_options.cpp" line="39"/>
        <source>Each picture beside its choices and no larger than it needs: ten questions take two or three pages fewer.</source>
        <translation>每张图片放在选项旁边，只占必要的大小：十道题能少用两三页。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/worksheet_options.cpp" line="40"/>
        <source>The students&apos; sheet without the answer key; the key is saved next to it as NAME-key.pdf, or printed as a print job of its own.</source>
        <translation>学生用的练习卷不含答案；答案另存为同一位置的 NAME-key.pdf，或作为单独的打印任务打印。</translation>
    </message>
    <message>
        <location filename="../../ui/challenges/worksheet_options.cpp" line="47"/>
        <source>How should the worksheet look on paper?</source>
        <translation>练习卷打印出来应该是什么样子？</translation>
    </message>
</context>
<context>
    <name>pe</name>
    <message>
        <location filename="../../core/training/model.cpp" line="151"/>
        <source>layers must be from 1 to %1 (got %2).</source>
        <translation>层数必须在 1 到 %1 之间（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/training/model.cpp" line="153"/>
        <source>d_model must be from 2 to %1 for training (got %2).</source>
        <translation>训练时 d_model 必须在 2 到 %1 之间（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/training/model.cpp" line="155"/>
        <source>heads must be from 1 to %1 and divide d_model (%2), got %3.</source>
        <translation>头数必须在 1 到 %1 之间，并且能整除 d_model（%2），实际为 %3。</translation>
    </message>
    <message>
        <location filename="../../core/training/model.cpp" line="157"/>
        <source>a task needs at least one word and two answers.</source>
        <translation>一个任务至少需要一个词和两个答案。</translation>
    </message>
    <message>
        <location filename="../../core/training/model.cpp" line="159"/>
        <source>max_len must be from 1 to %1 (got %2).</source>
        <translation>max_len 必须在 1 到 %1 之间（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/training/model.cpp" line="161"/>
        <source>base must be a number greater than 1 (got %1).</source>
        <translation>base（底数）必须是大于 1 的数（实际为 %1）。</translation>
    </message>
    <message>
        <location filename="../../core/training/run.cpp" line="32"/>
        <source>steps must be from 1 to %1 (got %2).</source>
        <translation>步数必须在 1 到 %1 之间（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/training/run.cpp" line="34"/>
        <source>the batch must hold from 1 to %1 sentences (got %2).</source>
        <translation>每个小批量必须有 1 到 %1 个句子（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/training/run.cpp" line="36"/>
        <source>the learning rate must be above 0 and at most 1 (got %1).</source>
        <translation>学习率必须大于 0 且不超过 1（实际为 %1）。</translation>
    </message>
    <message>
        <location filename="../../core/training/run.cpp" line="38"/>
        <source>the training length must be from %1 (the shortest sentence of %2) to %3 (got %4).</source>
        <translation>训练长度必须在 %1（“%2”任务中最短句子的长度）到 %3 之间（实际为 %4）。</translation>
    </message>
    <message>
        <location filename="../../core/training/run.cpp" line="41"/>
        <source>the test length must be from the training length (%1) to %2 (got %3).</source>
        <translation>测试长度必须在训练长度（%1）到 %2 之间（实际为 %3）。</translation>
    </message>
    <message>
        <location filename="../../core/training/answers.cpp" line="43"/>
        <source>Type a sentence made of the task&apos;s words.</source>
        <translation>请用任务中的词输入一个句子。</translation>
    </message>
    <message>
        <location filename="../../core/training/answers.cpp" line="45"/>
        <source>The model never saw: %1. Its words are: %2.</source>
        <translation>模型从没见过：%1。它认识的词有：%2。</translation>
    </message>
    <message>
        <location filename="../../core/training/answers.cpp" line="48"/>
        <source>The task&apos;s sentences have at least %1 words; this one has %2.</source>
        <translation>这个任务的句子至少有 %1 个词；这一句只有 %2 个。</translation>
    </message>
    <message>
        <location filename="../../core/training/answers.cpp" line="51"/>
        <source>At most %1 words, please; this sentence has %2.</source>
        <translation>最多只能有 %1 个词；这个句子有 %2 个。</translation>
    </message>
    <message>
        <location filename="../../core/training/answers.cpp" line="68"/>
        <source>No other order to try: the task&apos;s sentences have two nouns with the verb between them.</source>
        <translation>没有另一种顺序可试：这个任务的句子都是两个名词中间夹一个动词。</translation>
    </message>
    <message>
        <location filename="../../core/training/answers.cpp" line="22"/>
        <source>The learned table has rows for %1 positions only: a sentence of %2 words has no encoding past them.</source>
        <translation>可学习的位置表只有 %1 个位置的行：句子有 %2 个词，超出的词没有编码。</translation>
    </message>
    <message>
        <location filename="../../core/training/outcome.cpp" line="13"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../../core/training/outcome.cpp" line="20"/>
        <source>Learned: %1 right at %2 to %3 tokens (guessing scores %4).</source>
        <translation>学会了：在 %2 到 %3 个词元的句子上答对 %1（随机水平 %4）。</translation>
    </message>
    <message>
        <location filename="../../core/training/outcome.cpp" line="22"/>
        <source>Partly learned: %1 right at %2 to %3 tokens (guessing scores %4).</source>
        <translation>学会了一部分：在 %2 到 %3 个词元的句子上答对 %1（随机水平 %4）。</translation>
    </message>
    <message>
        <location filename="../../core/training/outcome.cpp" line="24"/>
        <source>At chance: %1 right at %2 to %3 tokens, what guessing scores (%4).</source>
        <translation>处于随机水平：在 %2 到 %3 个词元的句子上答对 %1，和瞎猜一样（%4）。</translation>
    </message>
    <message>
        <location filename="../../core/training/outcome.cpp" line="26"/>
        <source>Below chance: %1 right at %2 to %3 tokens (guessing scores %4).</source>
        <translation>低于随机水平：在 %2 到 %3 个词元的句子上答对 %1（随机水平 %4）。</translation>
    </message>
    <message>
        <location filename="../../core/training/outcome.cpp" line="35"/>
        <source>The causal mask lets each token see only the tokens before it: a clue to order even without position.</source>
        <translation>因果掩码让每个词元只能看到它前面的词元：即使没有位置信息，这也是词序的线索。</translation>
    </message>
    <message>
        <location filename="../../core/training/outcome.cpp" line="37"/>
        <source>Without position both orders of a sentence give the model the same numbers: it can only guess which noun did it.</source>
        <translation>没有位置信息时，一个句子的两种词序给模型的数完全相同：它只能猜是哪个名词做的。</translation>
    </message>
    <message>
        <location filename="../../core/training/outcome.cpp" line="39"/>
        <source>Without position every symbol sees the same bag of symbols: it can only guess one of the sentence&apos;s own, right about once in n for n symbols.</source>
        <translation>没有位置信息时，每个符号看到的都是同一袋符号：它只能从句子里已有的符号中猜一个，n 个符号时大约 n 次才猜对一次。</translation>
    </message>
    <message>
        <location filename="../../core/training/outcome.cpp" line="46"/>
        <source>No better than the model without position (%1).</source>
        <translation>不比没有位置信息的模型好（%1）。</translation>
    </message>
    <message>
        <location filename="../../core/training/outcome.cpp" line="47"/>
        <source>Worse than the model without position (%1).</source>
        <translation>比没有位置信息的模型还差（%1）。</translation>
    </message>
    <message>
        <location filename="../../core/training/outcome.cpp" line="48"/>
        <source>Better than the model without position (%1).</source>
        <translation>比没有位置信息的模型好（%1）。</translation>
    </message>
    <message>
        <location filename="../../core/training/outcome.cpp" line="91"/>
        <source>Stopped after %1 of %2 steps.</source>
        <translation>共 %2 步，在第 %1 步时停止。</translation>
    </message>
    <message>
        <location filename="../../core/training/outcome.cpp" line="96"/>
        <source>Without position: %1 right at %2 to %3 tokens (guessing any symbol scores %4).</source>
        <translation>没有位置信息：在 %2 到 %3 个词元的句子上答对 %1（随便猜一个符号的准确率为 %4）。</translation>
    </message>
    <message>
        <location filename="../../core/training/outcome.cpp" line="103"/>
        <source>Past %1 tokens it has no encoding: it cannot read longer sentences at all.</source>
        <translation>超过 %1 个词元就没有编码了：更长的句子它根本读不了。</translation>
    </message>
    <message>
        <location filename="../../core/training/outcome.cpp" line="105"/>
        <source>Past the training length it keeps that: %1 at %2 to %3 tokens.</source>
        <translation>超过训练长度后仍然保持：在 %2 到 %3 个词元的句子上为 %1。</translation>
    </message>
    <message>
        <location filename="../../core/training/outcome.cpp" line="108"/>
        <source>Past the training length it falls to %1 (%2 to %3 tokens).</source>
        <translation>超过训练长度后降到 %1（%2 到 %3 个词元）。</translation>
    </message>
    <message>
        <location filename="../../core/training/outcome.cpp" line="118"/>
        <source>These positions gave the model that.</source>
        <translation>这种位置编码让模型做到了这一点。</translation>
    </message>
    <message>
        <location filename="../../core/training/outcome.cpp" line="120"/>
        <source>In %1 steps these positions did not give it that; one block may be too few: try 2 layers.</source>
        <translation>在 %1 步内，这种位置编码没能让模型做到这一点；一个块可能不够：试试 2 层。</translation>
    </message>
    <message>
        <location filename="../../core/training/outcome.cpp" line="122"/>
        <source>In %1 steps these positions did not give it that.</source>
        <translation>在 %1 步内，这种位置编码没能让模型做到这一点。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="32"/>
        <source>dimension %1 (sine of pair %2)</source>
        <translation>维度 %1（第 i = %2 对的正弦）</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="33"/>
        <source>dimension %1 (cosine of pair %2)</source>
        <translation>维度 %1（第 i = %2 对的余弦）</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="47"/>
        <source>This curve is one dimension of the sinusoidal encoding over positions 0 to %1 (d_model %2, base %3). Which dimension is it?</source>
        <translation>这条曲线是正弦位置编码的某一维在位置 0 到 %1 上的取值（d_model %2，底数 %3）。它是哪一维？</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="65"/>
        <source>Pair %1 turns by 1 / %2^(2·%1/%3) = %4 radians per position: a full wave every %5 positions. Low dimensions wave fast, high ones slowly.</source>
        <translation>第 i = %1 对每个位置转 1 / %2^(2·%1/%3) = %4 弧度：每 %5 个位置完成一个完整的波。低维度振荡得快，高维度振荡得慢。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="84"/>
        <source>These are the %1 numbers of one position&apos;s sinusoidal encoding (base %2), dimension 0 on the left. Which position is it?</source>
        <translation>这是某个位置的正弦位置编码的 %1 个数（底数 %2），最左边是维度 0。它是哪个位置？</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="91"/>
        <location filename="../../core/challenges/encoding_questions.cpp" line="167"/>
        <source>position %1</source>
        <translation>位置 %1</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="93"/>
        <source>Only position %1 gives these numbers. Its first pair is (sin %1, cos %1) = (%2, %3); the slow pairs on the right grow steadily with the position, so they say roughly how far along it is.</source>
        <translation>只有位置 %1 会给出这些数。它的第一个维度对是 (sin %1, cos %1) = (%2, %3)；右边那些变化慢的维度对随位置稳步增长，能大致说明它排在多靠后的位置。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="111"/>
        <source>Work it out: PE(%1, %2) with d_model %3 and base %4, to two decimals. PE(pos, 2i) = sin(pos / base^(2i/d_model)), PE(pos, 2i+1) = cos(pos / base^(2i/d_model)).</source>
        <translation>算一算：d_model = %3、底数 = %4 时，PE(%1, %2) 是多少？保留两位小数。PE(pos, 2i) = sin(pos / base^(2i/d_model))，PE(pos, 2i+1) = cos(pos / base^(2i/d_model))。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="116"/>
        <source>Dimension %1 is the %2 of pair i = %3: %4(%5 / %6^(%7/%8)) = %4(%9) = %10.</source>
        <translation>维度 %1 是第 i = %3 对的%2：%4(%5 / %6^(%7/%8)) = %4(%9) = %10。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="117"/>
        <source>sine</source>
        <translation>正弦</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="117"/>
        <source>cosine</source>
        <translation>余弦</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="123"/>
        <source>That is the value for %1 degrees, but the angle is in radians: is your calculator set to degrees?</source>
        <translation>这是按 %1 度算出的值，但这里的角用的是弧度：你的计算器是不是设成了角度制？</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="126"/>
        <source>That is the cosine: an even dimension (2i) takes the sine.</source>
        <translation>这是余弦值：偶数维度（2i）要用正弦。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="127"/>
        <source>That is the sine: an odd dimension (2i + 1) takes the cosine.</source>
        <translation>这是正弦值：奇数维度（2i + 1）要用余弦。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="164"/>
        <source>With the sinusoidal encoding (d_model %1, base %2), which position&apos;s vector has the largest dot product with position %3&apos;s?</source>
        <translation>使用正弦位置编码（d_model %1，底数 %2）时，哪个位置的向量与位置 %3 的向量点积最大？</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="171"/>
        <location filename="../../core/challenges/grid_questions.cpp" line="76"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="172"/>
        <source>The dot products with position %1 are %2: here the nearest is the most similar, but not always: each pair of dimensions adds the cosine of its own angle between the two positions.</source>
        <translation>与位置 %1 的点积依次为 %2：这里最近的位置恰好最相似，但并非总是如此：每个维度对贡献的是两个位置在这一对上夹角的余弦。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="175"/>
        <source>The dot products with position %1 are %2. Nearer is not always more similar: each pair of dimensions adds the cosine of its own angle between the two positions.</source>
        <translation>与位置 %1 的点积依次为 %2。离得近不一定更相似：每个维度对贡献的是两个位置在这一对上夹角的余弦。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="197"/>
        <source>Pair %1 of the sinusoidal encoding (d_model %2, base %3) puts position p = %4 at (sin, cos) = (%5, %6) and position p + k at (%7, %8). Which offset k turned it?</source>
        <translation>正弦编码（d_model %2，底数 %3）的第 i = %1 对把位置 p = %4 放在 (sin, cos) = (%5, %6)，把位置 p + k 放在 (%7, %8)。是哪个偏移 k 把它转到那里的？</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="208"/>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
    <message>
        <location filename="../../core/challenges/encoding_questions.cpp" line="210"/>
        <source>Pair %1 turns by ω = %2 radians per position, whatever the position: k = %3 turns it by %4 radians. That is why an offset is a rotation, the same at every position.</source>
        <translation>无论在哪个位置，第 i = %1 对都是每个位置转 ω = %2 弧度：k = %3 就让它转 %4 弧度。所以偏移就是旋转，而且在每个位置都一样。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/scheme_questions.cpp" line="18"/>
        <source>the dog bit the man</source>
        <translation>狗咬人</translation>
    </message>
    <message>
        <location filename="../../core/challenges/scheme_questions.cpp" line="18"/>
        <source>the man bit the dog</source>
        <translation>人咬狗</translation>
    </message>
    <message>
        <location filename="../../core/challenges/scheme_questions.cpp" line="19"/>
        <source>tigers love rabbits</source>
        <translation>老虎爱兔子</translation>
    </message>
    <message>
        <location filename="../../core/challenges/scheme_questions.cpp" line="19"/>
        <source>rabbits love tigers</source>
        <translation>兔子爱老虎</translation>
    </message>
    <message>
        <location filename="../../core/challenges/scheme_questions.cpp" line="21"/>
        <source>the cat saw the dog</source>
        <translation>猫看见了狗</translation>
    </message>
    <message>
        <location filename="../../core/challenges/scheme_questions.cpp" line="21"/>
        <source>the dog saw the cat</source>
        <translation>狗看见了猫</translation>
    </message>
    <message>
        <location filename="../../core/challenges/scheme_questions.cpp" line="42"/>
        <source>with %1 and no causal mask</source>
        <translation>使用 %1、不加因果掩码</translation>
    </message>
    <message>
        <location filename="../../core/challenges/scheme_questions.cpp" line="43"/>
        <source>without position, with the causal mask</source>
        <translation>不含位置信息、加因果掩码</translation>
    </message>
    <message>
        <location filename="../../core/challenges/scheme_questions.cpp" line="43"/>
        <source>without position or mask</source>
        <translation>既无位置信息，也无掩码</translation>
    </message>
    <message>
        <location filename="../../core/challenges/scheme_questions.cpp" line="44"/>
        <source>Sentence A is “%1”, sentence B “%2”. Random queries and keys, %3: does attention give B the same weights as A, only reordered?</source>
        <translation>句子 A 是“%1”，句子 B 是“%2”。查询和键是随机的，%3：注意力给 B 的权重是否和给 A 的一样，只是顺序不同？</translation>
    </message>
    <message>
        <location filename="../../core/challenges/scheme_questions.cpp" line="46"/>
        <source>The same, only reordered: attention cannot tell the two orders apart</source>
        <translation>一样，只是顺序不同：注意力分不清两种词序</translation>
    </message>
    <message>
        <location filename="../../core/challenges/scheme_questions.cpp" line="47"/>
        <source>Different: the positions tell the two orders apart</source>
        <translation>不一样：位置信息区分开了两种词序</translation>
    </message>
    <message>
        <location filename="../../core/challenges/scheme_questions.cpp" line="48"/>
        <source>Different: the causal mask alone tells the two orders apart</source>
        <translation>不一样：仅凭因果掩码就区分开了两种词序</translation>
    </message>
    <message>
        <location filename="../../core/challenges/scheme_questions.cpp" line="51"/>
        <source>B is A read backwards, and ALiBi&apos;s penalty depends only on the distance, the same both ways: the largest difference is %1.</source>
        <translation>B 就是把 A 倒过来读，而 ALiBi 的惩罚只取决于距离，向前向后都一样：最大差值为 %1。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/scheme_questions.cpp" line="53"/>
        <source>Without position attention only sees which words there are: the largest difference is %1.</source>
        <translation>没有位置信息时，注意力只看得到句子里有哪些词：最大差值为 %1。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/scheme_questions.cpp" line="54"/>
        <source>The positions change the scores: the weights differ by up to %1.</source>
        <translation>位置信息改变了分数：权重最多相差 %1。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/scheme_questions.cpp" line="55"/>
        <source>Each word sees only the words before it, and they are not the same words in B: the weights differ by up to %1.</source>
        <translation>每个词只看得到它前面的词，而在 B 中前面的词不一样：权重最多相差 %1。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/scheme_questions.cpp" line="96"/>
        <source>This heatmap is a %1 × %2 matrix of one way to tell a Transformer where each word is (d_model %3, %4 positions). Which scheme made it?</source>
        <translation>这张热力图是某种让 Transformer 知道每个词在哪里的方法生成的 %1 × %2 矩阵（d_model %3，%4 个位置）。它是哪种方案生成的？</translation>
    </message>
    <message>
        <location filename="../../core/challenges/questions.cpp" line="123"/>
        <source>first look</source>
        <translation>初识</translation>
    </message>
    <message>
        <location filename="../../core/challenges/questions.cpp" line="123"/>
        <source>patterns</source>
        <translation>找规律</translation>
    </message>
    <message>
        <location filename="../../core/challenges/questions.cpp" line="123"/>
        <source>researcher</source>
        <translation>研究者</translation>
    </message>
    <message>
        <location filename="../../core/challenges/questions.cpp" line="145"/>
        <source>the level must be from 1 to %1 (got %2).</source>
        <translation>级别必须在 1 到 %1 之间（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/questions.cpp" line="147"/>
        <source>the count must be from 1 to %1 (got %2).</source>
        <translation>题数必须在 1 到 %1 之间（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/training_questions.cpp" line="75"/>
        <source>A tiny Transformer (d_model %1, %2 layer, %3 heads) trains for %4 steps to say who did it (“the dog bit the man” → dog) on sentences of up to %5 words, with %6 (training seed %7). Trained, it answers %8 % of the test sentences of those lengths. How will it do on sentences of %9 words?</source>
        <translation>一个小型 Transformer（d_model %1，%2 层，%3 个头）用“%6”位置编码（训练种子 %7），在最长 %5 个词的英文句子上训练 %4 步，学习说出是谁做的（如“the dog bit the man”→ dog）。训练后，它在这些长度的测试句子上答对 %8%。在 %9 个词的句子上，它会表现如何？</translation>
    </message>
    <message>
        <location filename="../../core/challenges/training_questions.cpp" line="81"/>
        <source>No better than chance (%1 %), or it cannot read them at all</source>
        <translation>不比随机水平（%1%）好，或者根本读不了</translation>
    </message>
    <message>
        <location filename="../../core/challenges/training_questions.cpp" line="82"/>
        <source>Better than chance, but clearly worse than at the training lengths</source>
        <translation>比随机水平好，但明显不如在训练长度上</translation>
    </message>
    <message>
        <location filename="../../core/challenges/training_questions.cpp" line="83"/>
        <source>About as well as at the training lengths (within %1 points)</source>
        <translation>和在训练长度上差不多（相差不到 %1 个百分点）</translation>
    </message>
    <message>
        <location filename="../../core/challenges/training_questions.cpp" line="86"/>
        <source>The learned table has only %1 rows, 0 to %2: a sentence of %3 words has no encoding past row %2, so the model cannot read it at all.</source>
        <translation>可学习的位置表只有 %1 行（第 0 到第 %2 行）：%3 个词的句子在第 %2 行之后没有编码，所以模型根本读不了它。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/training_questions.cpp" line="88"/>
        <source>Trained, it answered %1 % at %2 words and %3 % at %4 words (chance is %5 %). Show Me trains it live in the Training Lab: the chart of accuracy by length shows where it holds and where it falls.</source>
        <translation>训练后，它在 %2 个词时答对 %1%，在 %4 个词时答对 %3%（随机水平为 %5%）。“带我看看”会在训练实验室里现场训练它：“不同句子长度下的准确率”图会显示它在哪些长度上保持得住、从哪里开始下降。</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="79"/>
        <source>The block adds the position to the word vectors (or puts it beside them); multiplying is shown in the maps only.</source>
        <translation>这个块把位置加到词向量上（或拼接在旁边）；相乘的方式只在注意力图中展示。</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="81"/>
        <source>Only a scheme that adds a vector can be put beside the word vectors instead.</source>
        <translation>只有加上一个向量的方案才能改为拼接在词向量旁边。</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="83"/>
        <source>The block turns every pair of RoPE; a partial RoPE is shown in the maps only.</source>
        <translation>块会旋转 RoPE 的每个维度对；部分 RoPE 只在注意力图中展示。</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="85"/>
        <source>The block&apos;s attention has no sink; the sink is shown in the maps only.</source>
        <translation>块里的注意力没有注意力汇；它只在注意力图中展示。</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="88"/>
        <source>The block works with d_model from 1 to %1 when the position is put beside the word vectors (got %2).</source>
        <translation>位置拼接在词向量旁边时，这个块支持的 d_model 为 1 到 %1（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="91"/>
        <source>The block works with d_model from 2 to %1 (got %2).</source>
        <translation>这个块支持的 d_model 为 2 到 %1（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/grid_questions.cpp" line="77"/>
        <source>, </source>
        <comment>between the numbers of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../core/challenges/grid_questions.cpp" line="79"/>
        <source>The cosine similarities with the dark patch are %1.</source>
        <translation>与深色图像块的余弦相似度分别是 %1。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/grid_questions.cpp" line="80"/>
        <source>The scores of equal queries and keys at the dark patch and each lettered one are %1.</source>
        <translation>在深色图像块和各个标字母的图像块上放同一个查询和键，分数分别是 %1。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/grid_questions.cpp" line="83"/>
        <source>Here the nearest patch, %1, is also the most similar.</source>
        <translation>这里最近的图像块 %1 也是最相似的。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/grid_questions.cpp" line="85"/>
        <source>%1 and %2 lie equally far from the dark patch, %3 patches, yet %1 is the more similar.</source>
        <translation>%1 和 %2 离深色图像块一样远，都是 %3 个图像块，但 %1 更相似。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/grid_questions.cpp" line="88"/>
        <source>%1 lies %3 patches from the dark patch and %2 only %4, yet %1 is the more similar.</source>
        <translation>%1 离深色图像块 %3 个图像块，%2 只有 %4 个，但 %1 更相似。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/grid_questions.cpp" line="90"/>
        <source>Half of each vector encodes the row and half the column, so the similarity is the mean of a row part and a column part.</source>
        <translation>每个向量一半编码行，一半编码列，所以相似度是行的部分和列的部分的平均。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/grid_questions.cpp" line="92"/>
        <source>Some rotation pairs turn with the row and others with the column, so the score adds a row part and a column part.</source>
        <translation>一些旋转对随行转动，另一些随列转动，所以分数是行的部分与列的部分之和。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/grid_questions.cpp" line="96"/>
        <source>Each part drops quickly over the first few patches and then more slowly: a patch far along one axis loses mostly on one part, one a few patches off along both loses on both.</source>
        <translation>每个部分在最初几个图像块内下降得很快，之后变慢：沿一个轴离得很远的图像块主要在一个部分上吃亏，两个方向各偏几个图像块的则在两个部分上都吃亏。</translation>
    </message>
    <message>
        <location filename="../../core/challenges/grid_questions.cpp" line="148"/>
        <source>A picture cut into %1 × %2 patches, each with the %3 encoding of its row and column (d_model %4, base %5). Which lettered patch&apos;s vector has the largest cosine similarity with the dark patch&apos;s (row %6, column %7)?</source>
        <translation>一张图片切成 %1 × %2 个图像块，每个图像块都有按它的行和列算出的%3编码（d_model 为 %4，底数为 %5）。哪个标字母的图像块的向量与深色图像块（第 %6 行，第 %7 列）的向量余弦相似度最大？</translation>
    </message>
    <message>
        <location filename="../../core/challenges/grid_questions.cpp" line="151"/>
        <source>A picture cut into %1 × %2 patches, the same query and key at each, turned by its row and column with %3 (d_model %4, base %5). Which lettered patch scores highest with the dark patch (row %6, column %7)?</source>
        <translation>一张图片切成 %1 × %2 个图像块，每个图像块上放同一个查询和键，用%3按它的行和列旋转（d_model 为 %4，底数为 %5）。哪个标字母的图像块与深色图像块（第 %6 行，第 %7 列）的分数最高？</translation>
    </message>
    <message>
        <location filename="../../core/challenges/grid_questions.cpp" line="157"/>
        <source>row %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
</context>
<context>
    <name>pe::BlockStages</name>
    <message>
        <location filename="../../core/block/stages.cpp" line="272"/>
        <source>the word vectors of the tokens (times √d_model when chosen)</source>
        <translation>各词元的词向量（勾选时乘以 √d_model）</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="274"/>
        <source>what the scheme adds for each position</source>
        <translation>方案为每个位置加上的向量</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="276"/>
        <source>the block&apos;s input: word vectors with the position added (or beside them)</source>
        <translation>块的输入：加上了位置（或拼接了位置）的词向量</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="278"/>
        <source>LayerNorm of each token&apos;s vector</source>
        <translation>对每个词元的向量做层归一化（LayerNorm）</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="280"/>
        <source>queries per head, before RoPE turns them</source>
        <translation>每个头的查询，RoPE 旋转之前</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="282"/>
        <source>keys per head, before RoPE turns them</source>
        <translation>每个头的键，RoPE 旋转之前</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="284"/>
        <source>queries per head (after RoPE when chosen)</source>
        <translation>每个头的查询（选用 RoPE 时为旋转之后）</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="286"/>
        <source>keys per head (after RoPE when chosen)</source>
        <translation>每个头的键（选用 RoPE 时为旋转之后）</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="288"/>
        <source>values per head</source>
        <translation>每个头的值</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="290"/>
        <source>scores per head: scaled, with the scheme&apos;s bias and the mask</source>
        <translation>每个头的分数：已缩放，并加上方案的偏置和掩码</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="271"/>
        <source>Word vectors</source>
        <translation>词向量</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="273"/>
        <source>Position vectors</source>
        <translation>位置向量</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="275"/>
        <source>Block input</source>
        <translation>块的输入</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="277"/>
        <source>LayerNorm 1</source>
        <translation>第一次层归一化</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="279"/>
        <source>Queries before RoPE</source>
        <translation>RoPE 旋转前的查询</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="281"/>
        <source>Keys before RoPE</source>
        <translation>RoPE 旋转前的键</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="283"/>
        <source>Queries</source>
        <translation>查询</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="285"/>
        <source>Keys</source>
        <translation>键</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="287"/>
        <source>Values</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="289"/>
        <source>Scores</source>
        <translation>分数</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="291"/>
        <source>Four score terms</source>
        <translation>分数的四项</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="292"/>
        <source>the scores split by what the query and the key bring: query word × key word, query word × key position, query position × key word, query position × key position</source>
        <translation>按查询和键各自带来的部分拆开的分数：查询的词 × 键的词、查询的词 × 键的位置、查询的位置 × 键的词、查询的位置 × 键的位置</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="294"/>
        <source>Attention weights</source>
        <translation>注意力权重</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="295"/>
        <source>attention weights per head: softmax of each row</source>
        <translation>每个头的注意力权重：对每一行做 softmax</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="296"/>
        <source>Heads&apos; outputs</source>
        <translation>各个头的输出</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="297"/>
        <source>each head&apos;s weighted sum of the values, A·V</source>
        <translation>每个头对值的加权和 A·V</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="298"/>
        <source>Heads side by side</source>
        <translation>各个头并排拼接</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="299"/>
        <source>the heads side by side</source>
        <translation>各个头的输出并排拼接</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="300"/>
        <source>Attention output</source>
        <translation>注意力的输出</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="301"/>
        <source>the heads mixed by W^O</source>
        <translation>各个头的输出经 W^O 混合</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="302"/>
        <source>First residual</source>
        <translation>第一次残差连接</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="303"/>
        <source>the input plus the attention: the first residual</source>
        <translation>输入加上注意力的输出：第一次残差连接</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="304"/>
        <source>LayerNorm 2</source>
        <translation>第二次层归一化</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="305"/>
        <source>LayerNorm before the feed-forward layer</source>
        <translation>前馈层之前的层归一化（LayerNorm）</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="306"/>
        <source>Feed-forward units</source>
        <translation>前馈层的隐藏单元</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="307"/>
        <source>the feed-forward layer&apos;s 4·d_model units after ReLU</source>
        <translation>前馈层的 4·d_model 个隐藏单元（ReLU 之后）</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="308"/>
        <source>Feed-forward output</source>
        <translation>前馈层的输出</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="309"/>
        <source>the feed-forward layer&apos;s output</source>
        <translation>前馈层的输出</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="310"/>
        <source>Block output</source>
        <translation>块的输出</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="311"/>
        <source>the block&apos;s output: the first residual plus the feed-forward layer</source>
        <translation>块的输出：第一次残差连接的结果加上前馈层的输出</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="312"/>
        <source>Sentence vector</source>
        <translation>句子向量</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="313"/>
        <source>the sentence as one vector: the mean of the tokens (the last token when causal)</source>
        <translation>把整个句子汇聚成一个向量：所有词元的平均（用因果掩码时取最后一个词元）</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="314"/>
        <source>Answer</source>
        <translation>模型的回答</translation>
    </message>
    <message>
        <location filename="../../core/block/stages.cpp" line="315"/>
        <source>the trained model&apos;s answer: its probabilities after the last block</source>
        <translation>训练好的模型的回答：最后一个块之后输出的概率</translation>
    </message>
    <message>
        <location filename="../../core/block/export.cpp" line="89"/>
        <source>Cannot make the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
</context>
<context>
    <name>pe::ChallengeKinds</name>
    <message>
        <location filename="../../core/challenges/questions.cpp" line="82"/>
        <source>Which dimension?</source>
        <translation>哪一维？</translation>
    </message>
    <message>
        <location filename="../../core/challenges/questions.cpp" line="83"/>
        <source>Which position?</source>
        <translation>哪个位置？</translation>
    </message>
    <message>
        <location filename="../../core/challenges/questions.cpp" line="84"/>
        <source>Work out a value</source>
        <translation>算出一个值</translation>
    </message>
    <message>
        <location filename="../../core/challenges/questions.cpp" line="85"/>
        <source>Which is most similar?</source>
        <translation>哪个最相似？</translation>
    </message>
    <message>
        <location filename="../../core/challenges/questions.cpp" line="86"/>
        <source>Which offset turned it?</source>
        <translation>转过了多少个位置？</translation>
    </message>
    <message>
        <location filename="../../core/challenges/questions.cpp" line="87"/>
        <source>Does attention see the order?</source>
        <translation>注意力看得出词序吗？</translation>
    </message>
    <message>
        <location filename="../../core/challenges/questions.cpp" line="88"/>
        <source>Which scheme?</source>
        <translation>哪种方案？</translation>
    </message>
    <message>
        <location filename="../../core/challenges/questions.cpp" line="89"/>
        <source>Longer than in training?</source>
        <translation>比训练时更长？</translation>
    </message>
    <message>
        <location filename="../../core/challenges/questions.cpp" line="90"/>
        <source>Which patch is most similar?</source>
        <translation>哪个图像块最相似？</translation>
    </message>
</context>
<context>
    <name>pe::Export</name>
    <message>
        <location filename="../../core/export/matrix_export.cpp" line="149"/>
        <location filename="../../core/export/matrix_export.cpp" line="154"/>
        <location filename="../../core/export/matrix_export.cpp" line="158"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>pe::GridScheme</name>
    <message>
        <location filename="../../core/grid/grid_encoding.cpp" line="202"/>
        <source>2D sine-cosine (MAE)</source>
        <translation>二维正弦余弦（MAE）</translation>
    </message>
    <message>
        <location filename="../../core/grid/grid_encoding.cpp" line="203"/>
        <source>The first half of the vector encodes the column and the second half the row. MAE&apos;s code calls the first half the height, but it holds the column.</source>
        <translation>向量的前一半编码列，后一半编码行。MAE 的代码把前一半按“高”命名，但它存的其实是列。</translation>
    </message>
    <message>
        <location filename="../../core/grid/grid_encoding.cpp" line="207"/>
        <source>axial RoPE (RoPE-ViT)</source>
        <translation>轴向 RoPE（RoPE-ViT）</translation>
    </message>
    <message>
        <location filename="../../core/grid/grid_encoding.cpp" line="208"/>
        <source>The first half of the rotation pairs turns with the column and the second half with the row.</source>
        <translation>前一半旋转对随列转动，后一半随行转动。</translation>
    </message>
    <message>
        <location filename="../../core/grid/grid_encoding.cpp" line="212"/>
        <source>axial RoPE, FLUX&apos;s split</source>
        <translation>轴向 RoPE，FLUX 的划分</translation>
    </message>
    <message>
        <location filename="../../core/grid/grid_encoding.cpp" line="213"/>
        <source>The first eighth of the rotation pairs turns with the time, which is 0 for one picture; then the row turns the next pairs, and the column the rest.</source>
        <translation>前八分之一的旋转对随时间转动（单张图片时时间为 0）；接下来的旋转对随行转动，其余的随列转动。</translation>
    </message>
</context>
<context>
    <name>pe::Parameters</name>
    <message>
        <location filename="../../core/text/token_embedding.cpp" line="16"/>
        <location filename="../../core/schemes/sinusoidal_encoding.cpp" line="50"/>
        <location filename="../../core/schemes/learned.cpp" line="19"/>
        <location filename="../../core/grid/grid_encoding.cpp" line="38"/>
        <source>d_model must be a whole number from 1 to %1 (got %2).</source>
        <translation>d_model 必须是 1 到 %1 之间的整数（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal_encoding.cpp" line="53"/>
        <source>positions must be a whole number from 1 to %1 (got %2).</source>
        <translation>位置数（positions）必须是 1 到 %1 之间的整数（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal_encoding.cpp" line="56"/>
        <location filename="../../core/grid/grid_encoding.cpp" line="40"/>
        <source>base must be a finite number greater than 1 (got %1).</source>
        <translation>底数（base）必须是大于 1 的有限数（实际为 %1）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal_encoding.cpp" line="59"/>
        <source>positions × d_model must be at most %1 values (got %2 × %3).</source>
        <translation>位置数 × d_model 最多只能有 %1 个数值（实际为 %2 × %3）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal_encoding.cpp" line="133"/>
        <source>position must be 0 or more (got %1).</source>
        <translation>位置（position）必须大于或等于 0（实际为 %1）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal_encoding.cpp" line="135"/>
        <source>dimension must be from 0 to %1 (got %2).</source>
        <translation>维度（dimension）必须在 0 到 %1 之间（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal_encoding.cpp" line="205"/>
        <source>%1 must be from 0 to %2 (got %3 to %4).</source>
        <translation>%1 必须在 0 到 %2 之间（实际为 %3 到 %4）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal_encoding.cpp" line="212"/>
        <source>pair</source>
        <translation>维度对（pair）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal_encoding.cpp" line="213"/>
        <location filename="../../core/schemes/sinusoidal_encoding.cpp" line="242"/>
        <source>position</source>
        <translation>位置（position）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal_encoding.cpp" line="243"/>
        <source>dimension</source>
        <translation>维度（dimension）</translation>
    </message>
    <message>
        <location filename="../../core/text/token_embedding.cpp" line="54"/>
        <source>rows × columns must be from 0 to %1 values (got %2 × %3).</source>
        <translation>行数 × 列数必须在 0 到 %1 个数值之间（实际为 %2 × %3）。</translation>
    </message>
    <message>
        <location filename="../../core/text/token_embedding.cpp" line="57"/>
        <source>standard deviation must be a finite number of 0 or more (got %1).</source>
        <translation>标准差必须是大于或等于 0 的有限数（实际为 %1）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/position_schemes.cpp" line="45"/>
        <location filename="../../core/schemes/learned.cpp" line="16"/>
        <location filename="../../core/attention/attention.cpp" line="54"/>
        <source>max_len must be a whole number from 1 to %1 (got %2).</source>
        <translation>max_len 必须是 1 到 %1 之间的整数（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/position_schemes.cpp" line="48"/>
        <location filename="../../core/schemes/alibi.cpp" line="18"/>
        <source>heads must be a whole number from 1 to %1 for ALiBi (got %2).</source>
        <translation>使用 ALiBi 时，注意力头数（heads）必须是 1 到 %1 之间的整数（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/position_schemes.cpp" line="53"/>
        <source>positions must be at most %1 for %2, whose matrix is positions × positions (got %3).</source>
        <translation>%2 的矩阵大小为位置数 × 位置数，因此位置数最多为 %1（实际为 %3）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/position_schemes.cpp" line="68"/>
        <source>RoPE turns part of each head or stretches to longer sentences, not both: choose the whole head for a scaling.</source>
        <translation>RoPE 要么只旋转每个头的一部分，要么拉伸到更长的句子，二者不能同时使用：若要缩放，请选择旋转整个头。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/position_schemes.cpp" line="72"/>
        <source>RoPE&apos;s scaled base is too large to compute (base %1).</source>
        <translation>RoPE 缩放后的底数太大，无法计算（底数 %1）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/alibi.cpp" line="55"/>
        <source>positions must be from 0 to %1 for the ALiBi bias, which is positions × positions (got %2).</source>
        <translation>ALiBi 偏置的位置数（positions）必须在 0 到 %1 之间，因为偏置矩阵大小是位置数 × 位置数（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/alibi.cpp" line="58"/>
        <source>slope must be a finite number of 0 or more (got %1).</source>
        <translation>斜率（slope）必须是大于或等于 0 的有限数（实际为 %1）。</translation>
    </message>
    <message>
        <location filename="../../core/attention/attention.cpp" line="25"/>
        <source>d_model must be a whole number from 1 to %1 for attention (got %2).</source>
        <translation>用于注意力时，d_model 必须是 1 到 %1 之间的整数（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/attention/attention.cpp" line="28"/>
        <source>d_model must equal the dimension of the word vectors of %1, %2 (got %3).</source>
        <translation>d_model 必须等于 %1 中词向量的维度 %2（实际为 %3）。</translation>
    </message>
    <message>
        <location filename="../../core/attention/attention.cpp" line="31"/>
        <source>heads must be a whole number from 1 to %1 (got %2).</source>
        <translation>注意力头数（heads）必须是 1 到 %1 之间的整数（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/attention/attention.cpp" line="34"/>
        <source>heads must divide d_model (got %1 heads for d_model %2).</source>
        <translation>注意力头数（heads）必须能整除 d_model（实际为 %1 个头，d_model 为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/attention/attention.cpp" line="37"/>
        <source>token count must be at least 1 (got %1): the sentence is empty, type a few words.</source>
        <translation>词元数至少为 1（实际为 %1）：句子是空的，请输入几个词。</translation>
    </message>
    <message>
        <location filename="../../core/attention/attention.cpp" line="40"/>
        <source>token count must be at most %1 (got %2): shorten the sentence.</source>
        <translation>词元数最多为 %1（实际为 %2）：请缩短句子。</translation>
    </message>
    <message>
        <location filename="../../core/attention/attention.cpp" line="43"/>
        <source>position offset must be a whole number from 0 to %1 (got %2).</source>
        <translation>位置偏移必须是 0 到 %1 之间的整数（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/attention/attention.cpp" line="46"/>
        <source>position weight must be a finite number (got %1).</source>
        <translation>位置权重必须是有限数（实际为 %1）。</translation>
    </message>
    <message>
        <location filename="../../core/attention/attention.cpp" line="49"/>
        <source>the sink logit must be a number from −%1 to %1 (got %2).</source>
        <translation>注意力汇的 logit 必须是 −%1 到 %1 之间的数（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/attention/attention.cpp" line="57"/>
        <source>max_len must be at least the position offset plus the token count (got max_len %1 for %2 tokens from row %3): the learned table has no row after %4. Lower the offset, shorten the sentence or raise max_len.</source>
        <translation>max_len 必须不小于位置偏移加词元数（max_len 为 %1，从第 %3 行开始有 %2 个词元）：可学习的位置表在第 %4 行之后就没有了。请减小偏移、缩短句子或增大 max_len。</translation>
    </message>
    <message>
        <location filename="../../core/attention/attention.cpp" line="62"/>
        <source>max_len must be at least the token count (got max_len %1 for %2 tokens): the learned table has only max_len positions, 0 to %3, and no vector for the later ones. Shorten the sentence or raise max_len.</source>
        <translation>max_len 不能小于词元数（max_len 为 %1，词元数为 %2）：可学习的位置表只有 max_len 个位置，即 0 到 %3，后面的位置没有向量。请缩短句子或增大 max_len。</translation>
    </message>
    <message>
        <location filename="../../core/attention/attention.cpp" line="285"/>
        <source>permutation must have one index per row of a square matrix (got %1 indices for %2 × %3).</source>
        <translation>置换必须为方阵的每一行提供一个下标（实际为 %1 个下标，矩阵为 %2 × %3）。</translation>
    </message>
    <message>
        <location filename="../../core/attention/attention.cpp" line="289"/>
        <source>permutation indices must be from 0 to %1 (got %2).</source>
        <translation>置换的下标必须在 0 到 %1 之间（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="340"/>
        <source>word vectors must have a dimension from 1 to %1 and %2 values per word (got %3 values for %4 words).</source>
        <translation>词向量的维度必须在 1 到 %1 之间，且每个词有 %2 个值（实际为 %4 个词共 %3 个值）。</translation>
    </message>
    <message>
        <location filename="../../core/attention/score_functions.cpp" line="143"/>
        <source>the additive score takes words × words × d_k = %1 tanh, more than %2: use fewer words, a smaller d_model or more heads.</source>
        <translation>加性分数要计算（词数 × 词数 × d_k）= %1 次 tanh，超过了上限 %2：请减少词数、减小 d_model 或增加注意力头数。</translation>
    </message>
    <message>
        <location filename="../../core/attention/score_functions.cpp" line="151"/>
        <source>queries and keys must have the same width (got %1 and %2).</source>
        <translation>查询和键的维度必须相同（实际为 %1 和 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="27"/>
        <source>buckets must be a whole number from %1 to %2 for T5 (got %3).</source>
        <translation>T5 的桶数必须是 %1 到 %2 之间的整数（实际为 %3）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="30"/>
        <source>max distance must be a whole number from %1 to %2 for T5 with %3 %4 buckets: more than the %5 distances its buckets count one by one (got %6).</source>
        <translation>T5 使用 %3 个%4桶时，最大距离必须是 %1 到 %2 之间的整数：要大于桶中逐一计数的那 %5 个距离（实际为 %6）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="33"/>
        <source>causal</source>
        <translation>因果</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="33"/>
        <source>bidirectional</source>
        <translation>双向</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="139"/>
        <source>positions must be from 0 to %1 for the T5 bucket map, which is positions × positions (got %2).</source>
        <translation>T5 的桶图大小为位置数 × 位置数，位置数必须在 0 到 %1 之间（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="161"/>
        <source>T5&apos;s values must have one column per bucket (%1) and a row for head %2 (got %3 × %4).</source>
        <translation>T5 的数值必须每个桶一列（共 %1 列），并且包含头 %2 对应的一行（实际为 %3 × %4）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/shaw.cpp" line="30"/>
        <source>the clipping distance k must be a whole number from 1 to %1 for Shaw&apos;s relative keys (got %2).</source>
        <translation>Shaw 相对键的截断距离 k 必须是 1 到 %1 之间的整数（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/shaw.cpp" line="39"/>
        <source>positions must be from 0 to %1 for Shaw&apos;s distances, which are positions × positions (got %2).</source>
        <translation>Shaw 的距离矩阵大小为位置数 × 位置数，位置数必须在 0 到 %1 之间（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope_scaling.cpp" line="59"/>
        <source>RoPE&apos;s scaling factor must be from 1 to %1 (got %2).</source>
        <translation>RoPE 的缩放因子必须在 1 到 %1 之间（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope_scaling.cpp" line="61"/>
        <source>RoPE&apos;s original length must be from 1 to %1 (got %2).</source>
        <translation>RoPE 的原始长度（训练长度）必须在 1 到 %1 之间（实际为 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope_scaling.cpp" line="64"/>
        <source>Llama 3&apos;s low_freq_factor and high_freq_factor must be above 0, at most %1, the low one smaller (got %2 and %3).</source>
        <translation>Llama 3 的 low_freq_factor 和 high_freq_factor 必须大于 0、不超过 %1，且 low_freq_factor 较小（实际为 %2 和 %3）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope_scaling.cpp" line="67"/>
        <source>YaRN&apos;s beta_slow and beta_fast must be above 0, at most %1, beta_slow the smaller (got %2 and %3).</source>
        <translation>YaRN 的 beta_slow 和 beta_fast 必须大于 0、不超过 %1，且 beta_slow 较小（实际为 %2 和 %3）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/position_similarity.cpp" line="123"/>
        <source>M_k is drawn for d_model up to %1 (got %2): it has d_model² entries.</source>
        <translation>M_k 只在 d_model 不超过 %1 时画出（实际为 %2）：它有 d_model² 个元素。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/setting_table.cpp" line="106"/>
        <source>%1 must be from %2 to %3, got %4.</source>
        <translation>%1 必须在 %2 到 %3 之间，这里是 %4。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope_partial.cpp" line="53"/>
        <source>The part of each head RoPE turns must be above 0 and at most 1 (got %1).</source>
        <translation>RoPE 旋转的每个头的比例必须大于 0 且不超过 1（这里是 %1）。</translation>
    </message>
    <message>
        <location filename="../../core/grid/grid_encoding.cpp" line="26"/>
        <source>The grid must have at least one row and one column and at most %1 patches (got %2 × %3).</source>
        <translation>网格至少要有一行一列，最多 %1 个图像块（实际为 %2 × %3）。</translation>
    </message>
    <message>
        <location filename="../../core/grid/grid_encoding.cpp" line="42"/>
        <source>patches × d_model must be at most %1 values (got %2 × %3).</source>
        <translation>图像块数 × d_model 最多为 %1 个数值（实际为 %2 × %3）。</translation>
    </message>
    <message>
        <location filename="../../core/grid/grid_encoding.cpp" line="58"/>
        <source>The 2D sine-cosine encoding needs d_model divisible by 4: half the dimensions for each axis, each half sines and cosines (got %1).</source>
        <translation>二维正弦-余弦编码要求 d_model 能被 4 整除：每个轴占一半维度，每一半又分正弦和余弦（实际为 %1）。</translation>
    </message>
    <message>
        <location filename="../../core/grid/grid_encoding.cpp" line="94"/>
        <source>RoPE needs an even d_model: it turns the dimensions in pairs (got %1).</source>
        <translation>RoPE 要求 d_model 为偶数：它成对地旋转维度（实际为 %1）。</translation>
    </message>
    <message>
        <location filename="../../core/grid/grid_encoding.cpp" line="97"/>
        <source>d_model %1 cannot be shared between the axes this way: each axis needs at least one pair of dimensions.</source>
        <translation>d_model %1 无法这样分给各个轴：每个轴至少需要一个维度对。</translation>
    </message>
    <message>
        <location filename="../../core/grid/grid_encoding.cpp" line="146"/>
        <source>Axial RoPE needs d_model divisible by 4: a pair of dimensions for each frequency, the same frequencies for rows and columns (got %1).</source>
        <translation>轴向 RoPE 要求 d_model 能被 4 整除：每个频率一个维度对，行和列用相同的频率（实际为 %1）。</translation>
    </message>
    <message>
        <location filename="../../core/grid/grid_encoding.cpp" line="156"/>
        <source>FLUX&apos;s split needs d_model divisible by 32 (FLUX.1: 128 = 16 + 56 + 56; got %1).</source>
        <translation>FLUX 的划分要求 d_model 能被 32 整除（FLUX.1：128 = 16 + 56 + 56；实际为 %1）。</translation>
    </message>
    <message>
        <location filename="../../core/grid/multimodal_rope.cpp" line="57"/>
        <source>Item %1 of the token strip, &apos;%2&apos;, is not text:COUNT, image:HxW or video:TxHxW.</source>
        <translation>词元串的第 %1 项“%2”不是 文本:个数、图像:高x宽 或 视频:帧x高x宽。</translation>
    </message>
    <message>
        <location filename="../../core/grid/multimodal_rope.cpp" line="115"/>
        <source>The spatial merge must be a whole number from 1 to 64 (got %1).</source>
        <translation>空间合并数必须是 1 到 64 之间的整数（实际为 %1）。</translation>
    </message>
    <message>
        <location filename="../../core/grid/multimodal_rope.cpp" line="117"/>
        <source>The seconds per frame must be a number from 0 to 1000000 (got %1).</source>
        <translation>每帧的秒数必须是 0 到 1000000 之间的数（实际为 %1）。</translation>
    </message>
    <message>
        <location filename="../../core/grid/multimodal_rope.cpp" line="119"/>
        <source>The tokens per second must be a number above 0, at most 1000000 (got %1).</source>
        <translation>每秒的词元数必须大于 0，最多 1000000（实际为 %1）。</translation>
    </message>
    <message>
        <location filename="../../core/grid/multimodal_rope.cpp" line="125"/>
        <source>Item %1 of the token strip has a size below 1.</source>
        <translation>词元串的第 %1 项有小于 1 的大小。</translation>
    </message>
    <message>
        <location filename="../../core/grid/multimodal_rope.cpp" line="127"/>
        <source>Item %1 of the token strip is %2 × %3 patches: the spatial merge %4 must divide both.</source>
        <translation>词元串的第 %1 项是 %2 × %3 个图像块：空间合并数 %4 必须同时整除两者。</translation>
    </message>
    <message>
        <location filename="../../core/grid/multimodal_rope.cpp" line="131"/>
        <source>The token strip must have at most %1 tokens.</source>
        <translation>词元串最多只能有 %1 个词元。</translation>
    </message>
    <message>
        <location filename="../../core/grid/multimodal_rope.cpp" line="134"/>
        <source>The token strip is empty.</source>
        <translation>词元串是空的。</translation>
    </message>
    <message>
        <location filename="../../core/grid/multimodal_rope.cpp" line="139"/>
        <source>The position ids of this strip would pass %1: give fewer seconds per frame or tokens per second.</source>
        <translation>这串词元的位置编号会超过 %1，请减少每帧的秒数或每秒的词元数。</translation>
    </message>
</context>
<context>
    <name>pe::Schemes</name>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="25"/>
        <source>dimension %1: sin, λ = %2</source>
        <translation>维度 %1：sin，λ = %2</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="25"/>
        <source>dimension %1: cos, λ = %2</source>
        <translation>维度 %1：cos，λ = %2</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="37"/>
        <source>Dimension %1 repeats every %2 positions: its wavelength λ. %3</source>
        <translation>维度 %1 每 %2 个位置重复一次：这就是它的波长 λ。%3</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="83"/>
        <source>Hugging Face&apos;s MarianMT port (Marian&apos;s own C++ uses tensor2tensor&apos;s timescales), MAE and the TensorFlow tutorial: all sines first, then all cosines, with the paper&apos;s frequencies: PE(pos, i) = sin(pos / base^(2i/D)), PE(pos, ⌈D/2⌉ + i) = cos(pos / base^(2i/D)).</source>
        <translation>Hugging Face 移植的 MarianMT（Marian 自己的 C++ 代码用的是 tensor2tensor 的时间尺度）、MAE 和 TensorFlow 教程：先全部正弦，再全部余弦，频率与论文相同：PE(pos, i) = sin(pos / base^(2i/D))，PE(pos, ⌈D/2⌉ + i) = cos(pos / base^(2i/D))。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="101"/>
        <source>sine</source>
        <translation>正弦</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="101"/>
        <source>cosine</source>
        <translation>余弦</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="102"/>
        <source>Dimension %1 is the %2 of pair i = %3.</source>
        <translation>维度 %1 是第 i = %3 对的%2。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="15"/>
        <source>Dimension %1 is 0 at every position: tensor2tensor, fairseq and Whisper end an odd d_model on a column of zeros.</source>
        <translation>维度 %1 在每个位置都是 0：d_model 为奇数时，tensor2tensor、fairseq 和 Whisper 在末尾补一列 0。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="24"/>
        <source>dimension %1: zeros</source>
        <translation>维度 %1：全为 0</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="59"/>
        <source>The same cell in the other conventions: %1.</source>
        <translation>同一格在其他约定下的值：%1。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="86"/>
        <source>tensor2tensor, fairseq and Whisper: all sines, then all cosines, the timescales spread over D/2 − 1 steps: ω_i = base^(−i/(D/2 − 1)), so the slowest pair turns exactly base times slower than the fastest (an odd d_model ends on a column of zeros). The frequencies differ from the paper&apos;s.</source>
        <translation>tensor2tensor、fairseq 和 Whisper：先全部正弦，再全部余弦，时间尺度分布在 D/2 − 1 步上：ω_i = base^(−i/(D/2 − 1))，所以最慢的维度对恰好比最快的慢 base 倍（d_model 为奇数时末尾是一列 0）。频率与论文的不同。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="103"/>
        <source>Frequency ω%1 = 1 / %2^(%3) = %4</source>
        <translation>频率 ω%1 = 1 / %2^(%3) = %4</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="106"/>
        <source>Wavelength 2π/ω%1 = %2 positions</source>
        <translation>波长 2π/ω%1 = %2 个位置</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="122"/>
        <source>Offset k = %1: for every position p, PE(p)·PE(p+k) should equal Σ cos(k·ωᵢ) = %2.</source>
        <translation>偏移 k = %1：对每个位置 p，PE(p)·PE(p+k) 都应等于 Σ cos(k·ωᵢ) = %2。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="126"/>
        <source>Largest difference over all p: %1.</source>
        <translation>所有 p 上的最大差值：%1。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="127"/>
        <source>Largest difference over %1 positions p, one in every %2: %3.</source>
        <translation>在 %1 个位置 p 上（每 %2 个取一个）的最大差值：%3。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="132"/>
        <source>With an odd d_model the last sine has no cosine partner, so the offset alone no longer decides the dot product.</source>
        <translation>d_model 为奇数时，最后一个正弦没有对应的余弦，所以点积不再只由偏移量决定。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="168"/>
        <source>sinusoidal (the paper)</source>
        <translation>正弦（论文中的方案）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="169"/>
        <source>Each position gets a pattern of sines and cosines, from fast waves to very slow ones, like the hands of a clock. The values stay between −1 and 1, and moving k positions turns every pair by the same angle wherever you start, so the model can learn to look a fixed distance away.</source>
        <translation>每个位置都得到一组正弦和余弦值，从变化很快的波到变化非常慢的波，就像时钟的指针。数值始终在 −1 和 1 之间；而且无论从哪里出发，移动 k 个位置都会让每个维度对转过相同的角度，因此模型可以学会关注与自己相隔固定距离的词。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="173"/>
        <source>sinusoidal</source>
        <translation>正弦</translation>
    </message>
    <message>
        <location filename="../../core/schemes/sinusoidal.cpp" line="174"/>
        <source>Every position adds its own pattern of waves to each word&apos;s vector. Sentences longer than the training length still have an encoding, but with patterns the model never saw.</source>
        <translation>每个位置都给词向量加上自己的一组波形。比训练长度更长的句子仍然有编码，但那些模式是模型从没见过的。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/integer.cpp" line="13"/>
        <source>integer: the position itself</source>
        <translation>整数：位置本身</translation>
    </message>
    <message>
        <location filename="../../core/schemes/integer.cpp" line="14"/>
        <source>Each position is simply its number, one number per position, written into the first dimension. The numbers grow without bound: by position 100 the first dimension is a hundred times larger than a word vector&apos;s numbers, and a sentence longer than any seen in training brings numbers the model never met.</source>
        <translation>每个位置就是它自己的编号，每个位置一个数，写在第一个维度里。这些数会无限增大：到位置 100，第一个维度已经是词向量中数值的一百倍；比训练时更长的句子会带来模型从没见过的数。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/integer.cpp" line="19"/>
        <source>The position number itself is added to the first dimension of each word&apos;s vector, one number per position (in every dimension, the LayerNorm at the start of each block would subtract it). The number only grows: attention can tell which of two words comes first, but longer sentences bring numbers it never saw.</source>
        <translation>把位置编号本身加到每个词向量的第一个维度上，每个位置一个数（如果加到每个维度上，每个块开头的 LayerNorm 会把它减掉）。这个数只会增大：注意力能分辨两个词谁在前，但更长的句子会带来它从没见过的数。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/integer.cpp" line="33"/>
        <source>Dimension 0 is the position itself: it grows without bound.</source>
        <translation>维度 0 就是位置本身：它会无限增大。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/integer.cpp" line="34"/>
        <location filename="../../core/schemes/normalized.cpp" line="35"/>
        <source>Dimension %1 is 0: the position is one number, in dimension 0.</source>
        <translation>维度 %1 是 0：位置只是一个数，放在维度 0 中。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/integer.cpp" line="37"/>
        <source>PE(%1, 0) = %1</source>
        <translation>PE(%1, 0) = %1</translation>
    </message>
    <message>
        <location filename="../../core/schemes/integer.cpp" line="37"/>
        <location filename="../../core/schemes/normalized.cpp" line="40"/>
        <source>PE(%1, %2) = 0 (only dimension 0 holds the position)</source>
        <translation>PE(%1, %2) = 0（只有维度 0 存放位置）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/integer.cpp" line="18"/>
        <source>integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <location filename="../../core/schemes/normalized.cpp" line="12"/>
        <source>normalized: position / (L − 1)</source>
        <translation>归一化：位置 / (L − 1)</translation>
    </message>
    <message>
        <location filename="../../core/schemes/normalized.cpp" line="13"/>
        <source>The position is divided by the last position of the sentence, so it stays between 0 and 1, one number per position in the first dimension. But the same position then means different things in sentences of different lengths: position 2 is 1.0 in a sentence of three words and about 0.02 in a sentence of a hundred.</source>
        <translation>把位置除以句子的最后一个位置，所以它保持在 0 到 1 之间，每个位置一个数，放在第一个维度。但这样同一个位置在不同长度的句子里意思不同：在三个词的句子里位置 2 是 1.0，在一百个词的句子里约是 0.02。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/normalized.cpp" line="18"/>
        <source>The position divided by the sentence length minus one is added to the first dimension of each word&apos;s vector, one number per position (in every dimension, the LayerNorm at the start of each block would subtract it). Order survives, but one step is a different amount in every length, so &quot;the word just before&quot; has no fixed size.</source>
        <translation>把位置除以（句子长度 − 1）后加到每个词向量的第一个维度上，每个位置一个数（如果加到每个维度上，每个块开头的 LayerNorm 会把它减掉）。先后顺序保留了下来，但每种长度下一步的大小都不同，所以“前一个词”没有固定的距离。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/normalized.cpp" line="33"/>
        <source>Dimension 0 is position / %1: one step means something else for every length.</source>
        <translation>维度 0 等于位置 / %1：句子长度不同，一步代表的大小也不同。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/normalized.cpp" line="38"/>
        <source>PE(%1, 0) = %1 / (%2 − 1) = %3</source>
        <translation>PE(%1, 0) = %1 / (%2 − 1) = %3</translation>
    </message>
    <message>
        <location filename="../../core/schemes/normalized.cpp" line="17"/>
        <source>normalized</source>
        <translation>归一化</translation>
    </message>
    <message>
        <location filename="../../core/schemes/binary.cpp" line="29"/>
        <source>binary: the bits of the position</source>
        <translation>二进制：位置的二进制位</translation>
    </message>
    <message>
        <location filename="../../core/schemes/binary.cpp" line="30"/>
        <source>The position is written in binary, one bit per dimension, so the values stay 0 or 1. But they jump instead of changing smoothly: going from 7 to 8 flips four bits at once, and with d_model bits the codes start again from 0 after 2^d_model positions.</source>
        <translation>位置用二进制写出，每个维度一位，所以数值只有 0 或 1。但它们是跳变的，而不是平滑变化：从 7 到 8 会同时翻转四位；而且有 d_model 位时，编码在 2^d_model 个位置之后又从 0 开始重复。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/table.h" line="101"/>
        <source>The encoding: one row per position</source>
        <translation>位置编码：每个位置一行</translation>
    </message>
    <message>
        <location filename="../../core/schemes/table.h" line="102"/>
        <source>One dimension over all positions</source>
        <translation>一个维度在所有位置上的取值</translation>
    </message>
    <message>
        <location filename="../../core/schemes/table.h" line="103"/>
        <source>value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../core/schemes/table.h" line="104"/>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../../core/schemes/table.h" line="105"/>
        <source>dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <location filename="../../core/schemes/table.h" line="108"/>
        <source>paper: sin, cos side by side (PyTorch tutorial)</source>
        <translation>论文：sin、cos 交错排列（PyTorch 教程）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/table.h" line="109"/>
        <source>sines, then cosines (Marian, MAE, TensorFlow tutorial)</source>
        <translation>先正弦后余弦（Marian、MAE、TensorFlow 教程）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/table.h" line="110"/>
        <source>tensor2tensor, fairseq, Whisper (other frequencies)</source>
        <translation>tensor2tensor、fairseq、Whisper（频率不同）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/table.h" line="111"/>
        <source>The convention: where the sine and cosine of each frequency go in the vector, and which frequencies. The formula panel writes each as its libraries do.</source>
        <translation>约定：每个频率的正弦和余弦放在向量的什么位置，以及用哪些频率。公式面板按各个库的写法写出每一种。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/binary.cpp" line="34"/>
        <source>binary</source>
        <translation>二进制</translation>
    </message>
    <message>
        <location filename="../../core/schemes/binary.cpp" line="35"/>
        <source>Each position is written in bits. Every position up to 2^d_model is different, but neighbours can differ in many bits at once, and a sentence longer than the training length uses bit patterns the model never saw.</source>
        <translation>每个位置用二进制位写出。2^d_model 以内的位置各不相同，但相邻位置可能同时有很多位不同，而且比训练长度更长的句子会用到模型从没见过的二进制模式。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/binary.cpp" line="47"/>
        <source>Dimension %1 is bit %1 of the position: it flips every %2 positions.</source>
        <translation>维度 %1 是位置的二进制第 %1 位：每 %2 个位置翻转一次。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/binary.cpp" line="48"/>
        <source>2^%1</source>
        <translation>2^%1</translation>
    </message>
    <message>
        <location filename="../../core/schemes/binary.cpp" line="51"/>
        <source>PE(%1, %2) = bit %2 of %1 = %3</source>
        <translation>PE(%1, %2) = %1 的第 %2 位 = %3</translation>
    </message>
    <message>
        <location filename="../../core/schemes/binary.cpp" line="53"/>
        <source>%1 bits count only to %2: later positions repeat earlier codes.</source>
        <translation>%1 个二进制位只能数到 %2：之后的位置会重复前面的编码。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/learned.cpp" line="28"/>
        <source>learned: a table, one row per position</source>
        <translation>可学习：一张表，每个位置一行</translation>
    </message>
    <message>
        <location filename="../../core/schemes/learned.cpp" line="29"/>
        <source>The model learns one vector per position during training, as BERT and GPT-2 do (here they are still random). It can learn any pattern, but the table has only max_len rows: nothing exists past max_len, so a longer sentence cannot be read at all.</source>
        <translation>模型在训练中为每个位置学习一个向量，BERT 和 GPT-2 就是这样做的（这里它们还是随机的）。它可以学到任何模式，但这张表只有 max_len 行：超过 max_len 的位置什么都没有，所以更长的句子根本无法读入。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/learned.cpp" line="33"/>
        <source>learned</source>
        <translation>可学习</translation>
    </message>
    <message>
        <location filename="../../core/schemes/learned.cpp" line="34"/>
        <source>The model learns one vector per position. The table has no row past the training length, so a longer sentence cannot be read at all: the gap in the length chart.</source>
        <translation>模型为每个位置学习一个向量。位置表在训练长度之后没有行，所以更长的句子根本读不了：这就是长度图中的空缺。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/learned.cpp" line="54"/>
        <source>value (blank: no row)</source>
        <translation>数值（空白：没有这一行）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/learned.cpp" line="56"/>
        <source>Dimension %1 of the table: no pattern before training, nothing past position %2.</source>
        <translation>位置表的维度 %1：训练前没有规律，位置 %2 之后什么都没有。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/learned.cpp" line="61"/>
        <source>PE(%1, %2): there is no row %1. The table stops at max_len = %3, so this position has no encoding at all.</source>
        <translation>PE(%1, %2)：没有第 %1 行。位置表到 max_len = %3 为止，所以这个位置根本没有编码。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/learned.cpp" line="63"/>
        <source>PE(%1, %2) = row %1 of the table = %3 (random, as before training)</source>
        <translation>PE(%1, %2) = 位置表第 %1 行 = %3（随机值，相当于训练之前）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="120"/>
        <source>Position interpolation: ω&apos;%1 = ω%1 / s = ω%1 / %2, as if every position were divided by %2.</source>
        <translation>位置插值：ω&apos;%1 = ω%1 / s = ω%1 / %2，就像每个位置都除以 %2。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="125"/>
        <source>With one pair, ω0 = 1 whatever the base: a larger base changes nothing.</source>
        <translation>只有一个维度对时，无论底数多少 ω0 都是 1：更大的底数什么也不改变。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="132"/>
        <source>Dynamic NTK at n = %1 positions: the base b&apos; = b · (s·n/L0 − (s − 1))^(%2/(%2 − 2)) = %3 with s = %4, L0 = %5 (n is read as L0 when shorter, so up to L0 nothing changes).</source>
        <translation>动态 NTK，n = %1 个位置：底数 b&apos; = b · (s·n/L0 − (s − 1))^(%2/(%2 − 2)) = %3，s = %4，L0 = %5（n 比 L0 短时按 L0 计算，所以到 L0 为止什么也不变）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="142"/>
        <source>With this L0 and base the library&apos;s ramp runs backwards (from pair %1 down to pair %2), so its pairs are not sorted by their turns: the app computes them as the library does.</source>
        <translation>在这个 L0 和底数下，库中的过渡区是反向的（从维度对 %1 降到维度对 %2），所以维度对不是按圈数排序的：本程序按库的算法计算。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="145"/>
        <source>YaRN: pair %1 turns %2 times within L0 = %3. Pairs turning more than β_fast = %4 times are left alone, fewer than β_slow = %5 times divided by s = %6, a ramp between: here r = %7, ω&apos;%1 = ω%1·(1 − r) + (ω%1/s)·r. Queries and keys are multiplied by 0.1·ln s + 1 = %8, so every score by %9.</source>
        <translation>YaRN：第 i = %1 对在 L0 = %3 内转 %2 圈。转动超过 β_fast = %4 圈的维度对保持不变，少于 β_slow = %5 圈的除以 s = %6，介于两者之间的线性过渡：这里 r = %7，ω&apos;%1 = ω%1·(1 − r) + (ω%1/s)·r。查询和键都乘以 0.1·ln s + 1 = %8，所以每个分数乘以 %9。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="154"/>
        <source>Llama 3: pair %1&apos;s wavelength is %2 positions. Longer than L0 / low_freq_factor = %3: divided by s = %4; shorter than L0 / high_freq_factor = %5: left alone; between: a smooth blend of the two.</source>
        <translation>Llama 3：第 i = %1 对的波长是 %2 个位置。波长超过 L0 / low_freq_factor = %3 的除以 s = %4；短于 L0 / high_freq_factor = %5 的保持不变；介于两者之间的在两者之间平滑过渡。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="171"/>
        <source>angle(%1, pair %2) = %1 · ω&apos;%2 = %3 radians; without scaling %1 · ω%2 = %4 radians
%5</source>
        <translation>angle(%1, 维度对 %2) = %1 · ω&apos;%2 = %3 弧度；不缩放时为 %1 · ω%2 = %4 弧度
%5</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="240"/>
        <source>RoPE: rotate queries and keys</source>
        <translation>RoPE：旋转查询和键</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="244"/>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="270"/>
        <source>The angles: one row per position</source>
        <translation>旋转角度：每个位置一行</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="271"/>
        <source>One pair&apos;s angle over all positions</source>
        <translation>一个维度对在所有位置上的旋转角度</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="272"/>
        <source>angle mod 2π</source>
        <translation>角度 mod 2π</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="273"/>
        <source>pair i</source>
        <translation>维度对 i</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="274"/>
        <source>adjacent pairs (paper, GPT-J)</source>
        <translation>相邻成对（论文、GPT-J）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="275"/>
        <source>halves (GPT-NeoX, LLaMA in HF)</source>
        <translation>前后两半（GPT-NeoX、HF 中的 LLaMA）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="276"/>
        <source>Which two dimensions of a query or key each angle turns together: neighbours, or one from each half of the vector.</source>
        <translation>每个角度把查询或键的哪两个维度一起旋转：相邻的两个，或者向量前后两半各取一个。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="283"/>
        <source>pair %1: angle</source>
        <translation>维度对 %1：角度</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="287"/>
        <source>Pair %1 does not turn: its dimensions carry no position, only the words. %2</source>
        <translation>维度对 %1 不旋转：它的维度不带位置信息，只带词本身的信息。%2</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="290"/>
        <source>Pair %1 turns a full circle every %2 positions. %3</source>
        <translation>第 i = %1 对每 %2 个位置转一整圈。%3</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="168"/>
        <source>angle(%1, pair %2) = %1 · ω%2 = %1 / %3^(2·%2/%4) = %5 radians</source>
        <translation>angle(%1, 维度对 %2) = %1 · ω%2 = %1 / %3^(2·%2/%4) = %5 弧度</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="70"/>
        <source>GPT-NeoX&apos;s partial RoPE (rotary_pct %1 %): the first %2 of %3 dimensions turn, %4 pairs with the whole spectrum from 1 down to 1/base; the other dimensions carry the words alone.</source>
        <translation>GPT-NeoX 的部分 RoPE（rotary_pct 为 %1%）：%3 个维度中的前 %2 个旋转，共 %4 个维度对，频率覆盖从 1 到 1/底数的整个频谱；其余维度只带词本身的信息。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="74"/>
        <source>Gemma 4&apos;s proportional RoPE (%1 %): the %2 fastest of %3 pairs keep their frequency; the slow ones never turn and carry the words alone.</source>
        <translation>Gemma 4 的比例式 RoPE（%1%）：%3 个维度对中最快的 %2 个保留原来的频率；慢的维度对永不旋转，只带词本身的信息。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="128"/>
        <source>NTK-aware: ω&apos;%1 = b&apos;^(−2·%1/%2) with the base b&apos; = b · s^(%2/(%2 − 2)) = %3 · %4^(%2/(%2 − 2)) = %5. This fixed form is bloc97&apos;s (2023) as many fine-tunes use it; Hugging Face&apos;s rope_types have only its dynamic form.</source>
        <translation>NTK-aware：ω&apos;%1 = b&apos;^(−2·%1/%2)，底数 b&apos; = b · s^(%2/(%2 − 2)) = %3 · %4^(%2/(%2 − 2)) = %5。这种固定形式出自 bloc97（2023），许多微调模型都用它；Hugging Face 的 rope_type 里只有它的动态形式。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="241"/>
        <source>Nothing is added to the word vectors. Instead each query and key is rotated by an angle that grows with its position, so the dot product of a query and a key depends on the two words and on the distance between them, not on where they stand.</source>
        <translation>词向量上不加任何东西，而是把每个查询和键旋转一个随位置增大的角度，所以查询和键的点积只取决于这两个词本身和它们之间的距离，而与它们在句中的绝对位置无关。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="245"/>
        <source>Queries and keys are turned by an angle that grows with the position, so attention sees how far apart two words are, whatever the length of the sentence, but not where in the sentence a word stands.</source>
        <translation>查询和键按随位置增大的角度旋转，所以无论句子多长，注意力都能看出两个词相距多远，却看不出一个词位于句子的什么地方。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="278"/>
        <source>RoPE adds nothing to the word vectors, so there is no position vector to draw or compare here. It turns each pair of a query&apos;s and a key&apos;s numbers by the angles in the heatmap, so their dot product depends on the two vectors and on how far apart the two words are, not on where they stand. Try it in the Attention Lab.</source>
        <translation>RoPE 不会给词向量加上任何东西，所以这里没有可以画出或比较的位置向量。它把查询和键的每一对数按热力图中的角度旋转，所以它们的点积只取决于这两个向量本身和两个词相隔多远，而与它们在句中的绝对位置无关。可以在注意力实验室里试一试。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="301"/>
        <source>Pair %1 turns dimensions %2 and %3 together: adjacent pairs, as in the RoFormer paper, GPT-J and Meta&apos;s LLaMA code.</source>
        <translation>第 i = %1 对把维度 %2 和 %3 一起旋转：相邻成对，与 RoFormer 论文、GPT-J 和 Meta 的 LLaMA 代码相同。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="303"/>
        <source>Pair %1 turns dimensions %2 and %3 together: one from each half, as in GPT-NeoX and Hugging Face&apos;s LLaMA (rotate_half).</source>
        <translation>第 i = %1 对把维度 %2 和 %3 一起旋转：前后两半各取一个，与 GPT-NeoX 和 Hugging Face 的 LLaMA（rotate_half）相同。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/rope.cpp" line="308"/>
        <source>The same query and key vectors, rotated at every position: their score q_m·k_n depends only on n − m. Largest difference along the diagonals: %1.
Adjacent pairs and halves are the same rotation with the dimensions reordered: after that reordering their scores differ by at most %2.</source>
        <translation>同一对查询和键向量在每个位置上旋转：它们的分数 q_m·k_n 只取决于 n − m。沿对角线的最大差值：%1。
相邻成对与前后两半是同一个旋转，只是维度顺序不同：把维度重新排列后，两者的分数最多相差 %2。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/alibi.cpp" line="74"/>
        <source>ALiBi: a distance penalty on attention</source>
        <translation>ALiBi：对注意力施加距离惩罚</translation>
    </message>
    <message>
        <location filename="../../core/schemes/alibi.cpp" line="75"/>
        <source>No position vector at all: the words go into attention unchanged. Each attention score gets a penalty that grows with the distance between the two words, steeper in some heads than in others, so nearby words count more.</source>
        <translation>完全没有位置向量：词原样进入注意力。每个注意力分数都会受到一个惩罚，惩罚随两个词之间的距离增大而增大，有些头的惩罚比其他头更陡，因此离得近的词得到更多注意力。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/alibi.cpp" line="79"/>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <location filename="../../core/schemes/alibi.cpp" line="80"/>
        <source>Attention is lowered the farther apart two words are, by the same amount to the left and to the right: without the causal mask a word cannot tell a word before it from one after it at the same distance; with the mask it sees only those before.</source>
        <translation>两个词相距越远，注意力就被压得越低，左右两边压低的量相同：没有因果掩码时，一个词分不清同样距离上前面的词和后面的词；有了掩码，它只看得到前面的词。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/alibi.cpp" line="95"/>
        <source>The bias: one row per query position</source>
        <translation>偏置：每个查询位置一行</translation>
    </message>
    <message>
        <location filename="../../core/schemes/alibi.cpp" line="96"/>
        <source>One key over all query positions</source>
        <translation>一个键在所有查询位置上的偏置</translation>
    </message>
    <message>
        <location filename="../../core/schemes/alibi.cpp" line="97"/>
        <source>bias</source>
        <translation>偏置</translation>
    </message>
    <message>
        <location filename="../../core/schemes/alibi.cpp" line="98"/>
        <location filename="../../core/schemes/shaw.cpp" line="89"/>
        <location filename="../../core/schemes/t5.cpp" line="200"/>
        <source>query position</source>
        <translation>查询位置</translation>
    </message>
    <message>
        <location filename="../../core/schemes/alibi.cpp" line="99"/>
        <location filename="../../core/schemes/shaw.cpp" line="90"/>
        <location filename="../../core/schemes/t5.cpp" line="201"/>
        <source>key position</source>
        <translation>键位置</translation>
    </message>
    <message>
        <location filename="../../core/schemes/alibi.cpp" line="100"/>
        <source>ALiBi adds nothing to the word vectors, so there is no position vector to draw or compare here. The heatmap is the penalty added to each attention score: the further apart two words are, the less they attend to each other. Try it in the Attention Lab.</source>
        <translation>ALiBi 不会给词向量加上任何东西，所以这里没有可以画出或比较的位置向量。热力图显示的是加到每个注意力分数上的惩罚：两个词相距越远，它们之间的注意力就越弱。可以在注意力实验室里试一试。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/alibi.cpp" line="104"/>
        <source>— ALiBi&apos;s penalty is the same in both directions, so a sentence and its mirror image look alike</source>
        <translation>—— ALiBi 的惩罚在两个方向上相同，所以一个句子和它的倒序看起来一样</translation>
    </message>
    <message>
        <location filename="../../core/schemes/alibi.cpp" line="110"/>
        <source>— with one head ALiBi&apos;s slope is %1, so its bias is at most %2 here and the maps look almost as without position: try 8 heads</source>
        <translation>—— 只有一个头时，ALiBi 的斜率是 %1，所以这里的偏置最多只有 %2，图看起来几乎和没有位置信息时一样：试试 8 个头</translation>
    </message>
    <message>
        <location filename="../../core/schemes/alibi.cpp" line="114"/>
        <source>key %1: bias</source>
        <translation>键 %1：偏置</translation>
    </message>
    <message>
        <location filename="../../core/schemes/alibi.cpp" line="116"/>
        <source>The penalty for attending from each position to position %1: it grows with the distance.</source>
        <translation>从每个位置关注位置 %1 时的惩罚：距离越远，惩罚越大。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/alibi.cpp" line="119"/>
        <source>bias(%1, %2) = −m·|%1 − %2| = %3 (first head, m = %4)</source>
        <translation>bias(%1, %2) = −m·|%1 − %2| = %3（第一个头，m = %4）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/alibi.cpp" line="127"/>
        <source>The slopes of the %1 heads: m_h = 2^(−8h/%1) = %2.</source>
        <translation>%1 个头的斜率：m_h = 2^(−8h/%1) = %2。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/alibi.cpp" line="128"/>
        <source>%1 heads is not a power of two, so the slopes are not 2^(−8h/%1): as ALiBi&apos;s authors (and BLOOM) do, the first %2 heads take the slopes of %2 heads (%3), the other %4 every other slope of %5 heads (%6). A model with %1 heads then has the slopes a model with %2 heads learns with, and the steepest of those in between.</source>
        <translation>头数 %1 不是 2 的幂，所以斜率不是 2^(−8h/%1)：按 ALiBi 作者（以及 BLOOM）的做法，前 %2 个头取 %2 个头时的斜率（%3），其余 %4 个头取 %5 个头时的斜率中每隔一个的那些（%6）。这样，%1 个头的模型既有 %2 个头的模型所用的全部斜率，也有介于它们之间的最陡的那几个。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/alibi.cpp" line="135"/>
        <source>The penalty depends only on the distance |i − j|, and the same in both directions: a sentence read backwards gets exactly the same penalties.</source>
        <translation>惩罚只取决于距离 |i − j|，并且两个方向相同：把句子倒过来读，得到的惩罚完全一样。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/table.cpp" line="73"/>
        <source>dimension %1</source>
        <translation>维度 %1</translation>
    </message>
    <message>
        <location filename="../../core/schemes/table.cpp" line="78"/>
        <source>Here the dot product of two positions depends on where they are, not only on how far apart: the diagonals of the similarity map are not constant.</source>
        <translation>这里两个位置的点积取决于它们所在的位置，而不仅仅是相距多远：相似度图的对角线上数值不是常数。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/table.cpp" line="96"/>
        <source>It changes quickly from one position to the next, so it tells neighbouring words apart (local detail).</source>
        <translation>它在相邻位置之间变化很快，所以能区分相邻的词（局部细节）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/table.cpp" line="98"/>
        <source>It changes at a middle pace: %1 waves across the positions shown.</source>
        <translation>它的变化速度适中：在显示的位置范围内有 %1 个波。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/table.cpp" line="100"/>
        <source>It changes slowly: less than one wave across the positions shown.</source>
        <translation>它变化得很慢：在显示的位置范围内还不到一个波。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/table.cpp" line="101"/>
        <source>It changes very slowly, so it tells where in a long text a word is (global position).</source>
        <translation>它变化得非常慢，所以能说明一个词在长文本中的大致位置（全局位置）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="61"/>
        <source>a later key: causal buckets put it with the query itself</source>
        <translation>后面的键：因果桶把它和查询本身归入同一个桶</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="63"/>
        <source>distance %1 has a bucket of its own</source>
        <translation>距离 %1 有自己的桶</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="66"/>
        <source>distance %1 shares a logarithmic bucket</source>
        <translation>距离 %1 与其他距离共用一个对数桶</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="173"/>
        <source>T5: a learned bias per distance bucket</source>
        <translation>T5：每个距离桶一个学习得到的偏置</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="67"/>
        <source>distance %1 is in the last bucket, which every distance from %2 on shares (max distance %3)</source>
        <translation>距离 %1 落在最后一个桶里，从距离 %2 起的所有距离都共用这个桶（最大距离 %3）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="174"/>
        <source>No position vector: each attention score gets a number that depends on how far the key is from the query, and on which side. Near distances each have their own bucket, far ones share logarithmic buckets, and the farthest share the last one, which begins before the maximum distance and holds every distance past it. The model learns one number per bucket and head.</source>
        <translation>没有位置向量：每个注意力分数都加上一个数，这个数取决于键离查询有多远、在哪一侧。近的距离各有自己的桶，远的距离共用对数桶，最远的共用最后一个桶：它在最大距离之前就开始了，并包含超过最大距离的所有距离。模型为每个桶和每个头学一个数。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="179"/>
        <source>T5 bias</source>
        <translation>T5 偏置</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="180"/>
        <source>A learned number per distance bucket and head is added to the scores, in every layer. Keys before and after a word have buckets of their own, so unlike ALiBi it tells left from right even without the causal mask.</source>
        <translation>每一层都给分数加上一个按距离桶和头学到的数。一个词前面和后面的键各有自己的桶，所以和 ALiBi 不同，即使没有因果掩码它也能分清左右。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="197"/>
        <source>The buckets: one row per query position</source>
        <translation>桶：每个查询位置一行</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="198"/>
        <source>One key&apos;s bucket over all query positions</source>
        <translation>一个键在所有查询位置上的桶</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="199"/>
        <source>bucket</source>
        <translation>桶</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="202"/>
        <source>T5 adds nothing to the word vectors, so there is no position vector to draw or compare here. The heatmap shows which bucket each pair of positions falls in; each head adds its own number for a bucket to the attention score. Try it in the Attention Lab.</source>
        <translation>T5 不会给词向量加上任何东西，所以这里没有可以画出或比较的位置向量。热力图显示每一对位置落在哪个桶里；每个头把自己为这个桶学的数加到注意力分数上。可以在注意力实验室里试一试。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="206"/>
        <source>key %1: bucket</source>
        <translation>键 %1：桶</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="208"/>
        <source>The bucket of key %1 for every query: its own bucket for near queries, then wider and wider buckets, the last one from distance %2 on (max distance %3).</source>
        <translation>键 %1 对每个查询所在的桶：近的查询各有自己的桶，然后桶越来越宽，从距离 %2 起是最后一个桶（最大距离 %3）。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="214"/>
        <source>bucket(j − i = %1) = %2: %3
the first head adds %4 (untrained: random, seed %5)</source>
        <translation>bucket(j − i = %1) = %2：%3
第一个头加上 %4（未训练：随机，种子 %5）</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="218"/>
        <source>The bucket depends only on the offset j − i, so every diagonal has one colour. %1</source>
        <translation>桶只取决于偏移 j − i，所以每条对角线只有一种颜色。%1</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="219"/>
        <source>Causal buckets see only earlier keys: every later key shares bucket 0.</source>
        <translation>因果桶只区分前面的键：后面的键都共用 0 号桶。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/t5.cpp" line="220"/>
        <source>Keys before and after the query have different buckets, so unlike ALiBi a sentence read backwards gets other biases.</source>
        <translation>查询前面和后面的键落在不同的桶里，所以与 ALiBi 不同，倒过来读的句子得到的偏置也不同。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/shaw.cpp" line="61"/>
        <source>Shaw: relative keys, clipped</source>
        <translation>Shaw：截断的相对键</translation>
    </message>
    <message>
        <location filename="../../core/schemes/shaw.cpp" line="62"/>
        <source>No position vector: inside attention, each key gets a learned vector for how far it is from the query, from −k to k. Keys more than k before the query all share one vector and those more than k after share another, so only 2k + 1 relations exist, whatever the length of the sentence.</source>
        <translation>没有位置向量：在注意力内部，每个键都加上一个学到的向量，表示它离查询多远，从 −k 到 k。在查询之前、距离超过 k 的键共用一个向量，在查询之后、距离超过 k 的键共用另一个，所以无论句子多长，都只有 2k + 1 种关系。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/shaw.cpp" line="66"/>
        <source>Shaw</source>
        <translation>Shaw</translation>
    </message>
    <message>
        <location filename="../../core/schemes/shaw.cpp" line="67"/>
        <source>Each key gets a learned vector for its distance to the query, clipped to ±k (k = 4 here): keys farther away share one vector per side, so a longer sentence brings no relation the model has not seen.</source>
        <translation>每个键按它到查询的距离得到一个学到的向量，距离截断在 ±k（这里 k = 4）：更远的键每一侧共用一个向量，所以更长的句子不会带来模型没见过的关系。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/shaw.cpp" line="86"/>
        <source>The relations: one row per query position</source>
        <translation>关系：每个查询位置一行</translation>
    </message>
    <message>
        <location filename="../../core/schemes/shaw.cpp" line="87"/>
        <source>One key&apos;s relation over all query positions</source>
        <translation>一个键在所有查询位置上的关系</translation>
    </message>
    <message>
        <location filename="../../core/schemes/shaw.cpp" line="88"/>
        <source>clipped j − i</source>
        <translation>截断的 j − i</translation>
    </message>
    <message>
        <location filename="../../core/schemes/shaw.cpp" line="91"/>
        <source>Shaw&apos;s scheme adds nothing to the word vectors, so there is no position vector to draw or compare here. The heatmap shows the relation of each pair of positions, j − i clipped to ±k; inside attention each key gets the vector of its relation added. Try it in the Attention Lab.</source>
        <translation>Shaw 的方案不会给词向量加上任何东西，所以这里没有可以画出或比较的位置向量。热力图显示每一对位置的关系，即截断在 ±k 以内的 j − i；在注意力内部，每个键都会加上它那种关系的向量。可以在注意力实验室里试一试。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/shaw.cpp" line="95"/>
        <source>key %1: relation</source>
        <translation>键 %1：关系</translation>
    </message>
    <message>
        <location filename="../../core/schemes/shaw.cpp" line="97"/>
        <source>The relation of key %1 to each query: it follows the distance near the key and stays at ±%2 further away.</source>
        <translation>键 %1 与每个查询的关系：在键附近随距离变化，再远就停在 ±%2。</translation>
    </message>
    <message>
        <location filename="../../core/schemes/shaw.cpp" line="101"/>
        <source>relation(%1, %2) = clip(%2 − %1, −%3, %3) = %4: the key gets the vector a_%4 added</source>
        <translation>relation(%1, %2) = clip(%2 − %1, −%3, %3) = %4：这个键要加上向量 a_%4</translation>
    </message>
    <message>
        <location filename="../../core/schemes/shaw.cpp" line="106"/>
        <source>The relation depends only on j − i: every diagonal has one colour. These positions have %1 different relations: keys more than %2 before a query cannot be told apart, nor those more than %2 after.</source>
        <translation>关系只取决于 j − i：每条对角线只有一种颜色。这些位置共有 %1 种不同的关系：在查询之前、距离超过 %2 的键彼此无法区分，在查询之后、距离超过 %2 的键也一样。</translation>
    </message>
</context>
<context>
    <name>pe::Scores</name>
    <message>
        <location filename="../../core/attention/score_functions.cpp" line="61"/>
        <source>dot</source>
        <translation>点积</translation>
    </message>
    <message>
        <location filename="../../core/attention/score_functions.cpp" line="64"/>
        <source>scaled dot (the paper)</source>
        <translation>缩放点积（论文）</translation>
    </message>
    <message>
        <location filename="../../core/attention/score_functions.cpp" line="67"/>
        <source>additive (Bahdanau)</source>
        <translation>加性（Bahdanau）</translation>
    </message>
    <message>
        <location filename="../../core/attention/score_functions.cpp" line="69"/>
        <source>bilinear (Luong)</source>
        <translation>双线性（Luong）</translation>
    </message>
    <message>
        <location filename="../../core/attention/score_functions.cpp" line="74"/>
        <source>cosine</source>
        <translation>余弦</translation>
    </message>
</context>
<context>
    <name>pe::Stacks</name>
    <message>
        <location filename="../../core/stack/layer_stack.cpp" line="75"/>
        <source>Llama 4 Scout</source>
        <translation>Llama 4 Scout</translation>
    </message>
    <message>
        <location filename="../../core/stack/layer_stack.cpp" line="78"/>
        <source>Gemma 3 4B</source>
        <translation>Gemma 3 4B</translation>
    </message>
    <message>
        <location filename="../../core/stack/layer_stack.cpp" line="81"/>
        <source>gpt-oss-20b</source>
        <translation>gpt-oss-20b</translation>
    </message>
    <message>
        <location filename="../../core/stack/layer_stack.cpp" line="84"/>
        <source>Mistral 7B v0.1</source>
        <translation>Mistral 7B v0.1</translation>
    </message>
    <message>
        <location filename="../../core/stack/layer_stack.cpp" line="164"/>
        <source>A stack has from 1 to %1 layers (got %2).</source>
        <translation>一个堆叠有 1 到 %1 层（这里是 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/stack/layer_stack.cpp" line="166"/>
        <source>The masks are drawn for 1 to %1 positions (got %2).</source>
        <translation>掩码只画 1 到 %1 个位置（这里是 %2）。</translation>
    </message>
    <message>
        <location filename="../../core/stack/layer_stack.cpp" line="169"/>
        <source>A sliding window and a chunk hold at least 1 position (got %1).</source>
        <translation>滑动窗口和分块至少包含 1 个位置（这里是 %1）。</translation>
    </message>
</context>
<context>
    <name>pe::Tasks</name>
    <message>
        <location filename="../../core/training/tasks.cpp" line="115"/>
        <source>who did it</source>
        <translation>谁做的</translation>
    </message>
    <message>
        <location filename="../../core/training/tasks.cpp" line="116"/>
        <source>who did it: &quot;the dog bit the man&quot; → dog</source>
        <translation>谁做的：“狗咬人”→ 狗</translation>
    </message>
    <message>
        <location filename="../../core/training/tasks.cpp" line="117"/>
        <source>The task needs to know which noun comes first.</source>
        <translation>这个任务需要知道哪个名词在前。</translation>
    </message>
    <message>
        <location filename="../../core/training/tasks.cpp" line="118"/>
        <source>reverse</source>
        <translation>倒序</translation>
    </message>
    <message>
        <location filename="../../core/training/tasks.cpp" line="119"/>
        <source>reverse: a b c → c b a</source>
        <translation>倒序：a b c → c b a</translation>
    </message>
    <message>
        <location filename="../../core/training/tasks.cpp" line="120"/>
        <source>The task needs each symbol&apos;s place counted from both ends of the sentence; the distance between two symbols alone does not say it.</source>
        <translation>这个任务需要知道每个符号从句子两端数起分别是第几个；光凭两个符号之间的距离说明不了这一点。</translation>
    </message>
    <message>
        <location filename="../../core/training/tasks.cpp" line="122"/>
        <source>previous</source>
        <translation>前一个</translation>
    </message>
    <message>
        <location filename="../../core/training/tasks.cpp" line="123"/>
        <source>previous: each symbol&apos;s neighbour on the left</source>
        <translation>前一个：每个符号左边的那个符号</translation>
    </message>
    <message>
        <location filename="../../core/training/tasks.cpp" line="124"/>
        <source>The task needs each symbol to find the one just before it, one step to the left.</source>
        <translation>这个任务要求每个符号找到紧挨在它前面（向左一步）的那个符号。</translation>
    </message>
</context>
<context>
    <name>pe::Training</name>
    <message>
        <location filename="../../core/training/export.cpp" line="50"/>
        <location filename="../../core/training/export.cpp" line="64"/>
        <location filename="../../core/training/export.cpp" line="141"/>
        <source>Cannot make the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
</context>
<context>
    <name>pe::WordOrder</name>
    <message>
        <location filename="../../core/attention/word_order.cpp" line="302"/>
        <source>A&apos;s weights on its first word: %1 (equal scores give 1/(t + 1), a count of the place).</source>
        <translation>句子 A 各词给第一个词的权重：%1（分数都相等时为 1/(t + 1)，正好数出位置）。</translation>
    </message>
    <message>
        <location filename="../../core/attention/word_order.cpp" line="303"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../core/attention/word_order.cpp" line="313"/>
        <source>The sink (S = %1) takes %2% of sentence A&apos;s weight and %3% of B&apos;s, on average over the rows.</source>
        <translation>注意力汇（S = %1）平均每行拿走句子 A 权重的 %2%、句子 B 的 %3%。</translation>
    </message>
    <message>
        <location filename="../../core/attention/word_order.cpp" line="322"/>
        <source>the sentences hold different tokens: no word-for-word comparison</source>
        <translation>两个句子的词元不同：无法逐词比较</translation>
    </message>
    <message>
        <location filename="../../core/attention/word_order.cpp" line="325"/>
        <source>identical up to reordering (max difference %1)</source>
        <translation>只是顺序不同，其余完全相同（最大差值 %1）</translation>
    </message>
    <message>
        <location filename="../../core/attention/word_order.cpp" line="326"/>
        <source>the orders differ (max difference %1)</source>
        <translation>两种词序的结果不同（最大差值 %1）</translation>
    </message>
    <message>
        <location filename="../../core/attention/word_order.cpp" line="331"/>
        <source>— the causal mask alone reveals the order</source>
        <translation>—— 仅凭因果掩码就能看出词序</translation>
    </message>
    <message>
        <location filename="../../core/attention/word_order.cpp" line="334"/>
        <source>— small, because each word attends mostly to itself: try random queries and keys, or the raw scores</source>
        <translation>—— 差值很小，因为每个词主要关注它自己：试试随机的查询和键，或者看原始分数</translation>
    </message>
    <message>
        <location filename="../../core/attention/word_order.cpp" line="337"/>
        <source>— the repeated words can be paired in %1 ways; the best of the first %2 was used</source>
        <translation>—— 重复的词有 %1 种配对方式；这里用的是前 %2 种中最好的一种</translation>
    </message>
</context>
<context>
    <name>pe::WordVectors</name>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="15"/>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="16"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="17"/>
        <source>%1, line %2: %3</source>
        <translation>%1，第 %2 行：%3</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="95"/>
        <source>the line is longer than %1 bytes, which no word and %2 values need: this is not a word vectors file.</source>
        <translation>这一行超过 %1 字节，任何一个词加 %2 个值都用不了这么长：这不是词向量文件。</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="115"/>
        <source>the file could not be read: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="153"/>
        <source>byte %1 of the line is 0x%2, which is not text. Binary files such as word2vec&apos;s .bin cannot be read: save the vectors as text (in gensim: save_word2vec_format(path, binary=False)).</source>
        <translation>这一行的第 %1 个字节是 0x%2，不是文本。无法读取 word2vec 的 .bin 等二进制文件：请把向量保存为文本（gensim 中用 save_word2vec_format(path, binary=False)）。</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="206"/>
        <source>the word2vec header &quot;%1 %2&quot; must give the number of words and their dimension, from 1 to %3.</source>
        <translation>word2vec 文件头“%1 %2”必须给出词数和维度（1 到 %3）。</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="218"/>
        <source>the word &quot;%1&quot; is not valid UTF-8.</source>
        <translation>词“%1”不是有效的 UTF-8。</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="220"/>
        <source>the word &quot;%1&quot; has no values after it.</source>
        <translation>词“%1”后面没有数值。</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="223"/>
        <source>the word &quot;%1&quot; has %2 values; attention takes at most %3 dimensions.</source>
        <translation>词“%1”有 %2 个值；注意力最多支持 %3 维。</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="229"/>
        <source>the word &quot;%1&quot; has %2 values, but the header on line %3 says every word has %4.</source>
        <translation>词“%1”有 %2 个值，但第 %3 行的文件头说每个词有 %4 个。</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="231"/>
        <source>the word &quot;%1&quot; has %2 values, but the word on line %3 has %4: every word needs the same number.</source>
        <translation>词“%1”有 %2 个值，但第 %3 行的词有 %4 个：每个词的数值个数必须相同。</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="235"/>
        <source>the header on line %1 promises %2 words, but there are more.</source>
        <translation>第 %1 行的文件头说有 %2 个词，但实际不止这么多。</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="239"/>
        <source>the file holds more than %1 values (%2 words of %3), more than the app can keep in memory.</source>
        <translation>文件中的数值超过 %1 个（%2 个词，每个 %3 维），超出程序能放入内存的数量。</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="252"/>
        <source>value %1 of the word &quot;%2&quot;, %3, is too large or too close to 0 for a double.</source>
        <translation>词“%2”的第 %1 个值 %3 太大或太接近 0，无法用双精度数表示。</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="255"/>
        <source>value %1 of the word &quot;%2&quot;, &quot;%3&quot;, is not a number.</source>
        <translation>词“%2”的第 %1 个值“%3”不是数字。</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="258"/>
        <source>value %1 of the word &quot;%2&quot; is %3: every value must be a finite number.</source>
        <translation>词“%2”的第 %1 个值是 %3：每个值都必须是有限的数。</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="319"/>
        <source>the header promises %1 words, but %2 follow it.</source>
        <translation>文件头说有 %1 个词，但后面只有 %2 个。</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="323"/>
        <source>the file is empty: it holds no word vectors.</source>
        <translation>文件是空的：没有词向量。</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="324"/>
        <source>the file holds no word vectors.</source>
        <translation>文件中没有词向量。</translation>
    </message>
    <message>
        <location filename="../../core/text/word_vectors.cpp" line="332"/>
        <source>the file could not be opened: %1</source>
        <translation>无法打开文件：%1</translation>
    </message>
</context>
</TS>
