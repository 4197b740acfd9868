#!/usr/bin/env bash
# Makes the pictures of the README and the handbook with the app's own --screenshot: each main view, in English and Chinese.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh >/dev/null
out=docs/handbook/images
mkdir -p "$out"
app=build/app/pe-explorer
for lang in en zh_CN; do
  "$app" --lang "$lang" --screenshot "$out/explorer-$lang.png" --size 1600x1000 --d-model 64 --positions 128 \
    --dimension 2 --pin 2,6,12 --stacked
  "$app" --lang "$lang" --screenshot "$out/attention-$lang.png" --size 1600x1000 --view attention \
    --sentence "我爱北京天安门" --compare "我爱天安门北京" --projection random
  "$app" --lang "$lang" --screenshot "$out/vectors-$lang.png" --size 1600x1000 --view attention \
    --sentence "Tigers love rabbits." --compare "Rabbits love tigers." --projection random \
    --vectors resources/vectors/sample-glove.txt
  "$app" --lang "$lang" --screenshot "$out/lesson-$lang.png" --size 1600x1000 --guided-step 2
  "$app" --lang "$lang" --screenshot "$out/training-$lang.png" --size 1600x1000 --view training
  "$app" --lang "$lang" --screenshot "$out/trained-$lang.png" --size 1600x1000 --view attention \
    --sentence "the dog bit the man" --compare "the man bit the dog" --projection trained
  "$app" --lang "$lang" --screenshot "$out/images-$lang.png" --size 1600x1000 --view images
done
echo "Written to $out/"
