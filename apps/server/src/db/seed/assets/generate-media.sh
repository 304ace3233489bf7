#!/bin/sh
# Regenerates the demo catalogue's media at development time (the files are committed; the server never runs
# this). Needs Debian's imagemagick, ffmpeg and fonts-dejavu-core: apt-get install -y imagemagick ffmpeg
set -eu
cd "$(dirname "$0")"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FONT_REGULAR=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf

# name | gradient from | gradient to | symbol | title
cover() {
  name=$1 from=$2 to=$3 symbol=$4 title=$5
  convert -size 960x540 "gradient:${from}-${to}" -rotate 0 \
    -fill 'rgba(255,255,255,0.10)' -draw 'circle 820,90 960,90' -draw 'circle 120,470 250,470' \
    -fill 'rgba(255,255,255,0.07)' -draw 'roundrectangle 560,300 900,500 24,24' \
    -font "$FONT" -fill white -pointsize 150 -gravity center -annotate +0-40 "$symbol" \
    -font "$FONT" -pointsize 54 -annotate +0+110 "$title" \
    -font "$FONT_REGULAR" -fill 'rgba(255,255,255,0.85)' -pointsize 26 -gravity southwest -annotate +40+30 'KAMPÜS' \
    -strip -sampling-factor 4:2:0 -interlace JPEG -quality 72 "covers/$name.jpg"
}

cover web '#312e81' '#7c3aed' '</>' 'Web Geliştirme'
cover react '#0f172a' '#0e7490' '⚛' 'React'
cover javascript '#713f12' '#eab308' 'JS' 'JavaScript'
cover typescript '#1e3a8a' '#2563eb' 'TS' 'TypeScript'
cover python '#1e40af' '#ca8a04' 'Py' 'Python'
cover data '#134e4a' '#14b8a6' '∑' 'Veri Bilimi'
cover ai '#581c87' '#db2777' 'AI' 'Yapay Zekâ'
cover mobile '#14532d' '#22c55e' '▢' 'Mobil'
cover devops '#7c2d12' '#f97316' '∞' 'DevOps'
cover security '#450a0a' '#dc2626' 'SEC' 'Siber Güvenlik'
cover games '#701a75' '#c026d3' '▶' 'Oyun Geliştirme'
cover database '#1e293b' '#475569' 'SQL' 'Veritabanları'

# A 10-second lesson clip: a moving test pattern with a title, VP9 in WebM, no audio, small enough to commit. 720
# lines, so its transcode has a 360p and a 720p rendition and the player offers a choice (decision 052).
ffmpeg -y -loglevel error -f lavfi -i "testsrc2=size=1280x720:rate=24:duration=10" \
  -vf "drawbox=x=0:y=534:w=1280:h=186:color=black@0.6:t=fill,drawtext=fontfile=$FONT:text='Kampüs ders videosu':fontcolor=white:fontsize=68:x=(w-text_w)/2:y=574,drawtext=fontfile=$FONT_REGULAR:text='%{eif\:t\:d} sn':fontcolor=white:fontsize=48:x=(w-text_w)/2:y=658" \
  -c:v libvpx-vp9 -b:v 300k -deadline good -row-mt 1 -pix_fmt yuv420p -an video/ders-videosu.webm
