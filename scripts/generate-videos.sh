#!/usr/bin/env bash
# Generates the looping demo videos in public/media/video/ with ffmpeg alone: every frame is computed
# by lavfi sources and filters (geq, life, gradients, blend...), nothing is downloaded.
#
#   banner.webm         1280x720, 6 s  home hero: synthwave sun, mountains, a grid rolling forward
#   starfall.webm        640x360, 4 s  meteor shower over a night sky
#   neon-drift.webm      640x360, 4 s  neon contour plasma
#   dungeon.webm         640x360, 4 s  flight down a torch-lit brick corridor toward a portal
#   arena.webm           640x360, 4 s  Conway's life battling inside a neon arena ring
#   search-header.webm  1280x360, 5 s  calm aurora over a slow gradient (search page header)
#
# All VP9 in WebM, 24 fps, no audio. Loops are seamless: animated terms are periodic in the clip length,
# and where they cannot be (life, gradients) the last second is cross-faded into the first.
# Idempotent: each file is rendered to a temporary name and moved into place. Usage:
#   bash scripts/generate-videos.sh            # all videos
#   bash scripts/generate-videos.sh dungeon    # only the named ones
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/public/media/video"
FFMPEG="${FFMPEG:-ffmpeg}"
mkdir -p "$OUT"

command -v "$FFMPEG" >/dev/null || { echo "ffmpeg not found" >&2; exit 1; }
[[ "$("$FFMPEG" -hide_banner -encoders 2>/dev/null)" == *libvpx-vp9* ]] || { echo "ffmpeg lacks libvpx-vp9" >&2; exit 1; }

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# Shared building blocks ------------------------------------------------------------------------------
# In the expressions below "\," and "\;" are escaped for the filtergraph parser; st()/ld() keep
# intermediate values so each one is computed once per pixel.

# A still layer: one frame computed by geq, repeated for the clip length ($1 frames).
hold() { echo "trim=end_frame=1,$2,loop=loop=$(($1 - 1)):size=1:start=0,setpts=N/24/TB"; }

# Cross-fade loop: input [$1] is LEN+1 s long; its last second is blended into its first, so the
# output's last frame flows into its first frame. Writes [v].
xfade_loop() { # $1 input label, $2 LEN seconds
  cat <<G
[$1]split=3[xa][xb][xc];
[xa]trim=start=$2:end=$(($2 + 1)),setpts=PTS-STARTPTS[xtail];
[xb]trim=start=0:end=1,setpts=PTS-STARTPTS[xhead];
[xc]trim=start=1:end=$2,setpts=PTS-STARTPTS[xmid];
[xtail][xhead]blend=all_expr='A*(1-T)+B*T',format=gbrp[xfade];
[xfade][xmid]concat=n=2:v=1:a=0,format=yuv420p[v]
G
}

# banner ---------------------------------------------------------------------------------------------
graph_banner() {
  local HZ=418 CX=860 GH=$((720 - 418))
  # sky, sun and mountains are still; the grid's vertical lines are still too (they run toward the
  # vanishing point); only the horizontal grid lines move, and they depend on Y and T alone, so they
  # are computed on a 1-pixel column and stretched. 1200/(y+2)+T/2 moves 3 lines in 6 s: seamless.
  sky() { # $1 top $2 mid $3 horizon $4 sun top $5 sun bottom $6 glow $7 mountain $8 rim light
    local RIDGE="(${HZ}-12-70*abs(sin(X/150+0.6))*abs(sin(X/61+2.1))-12*abs(sin(X/23)))"
    local D="hypot(X-${CX}\,Y-300)"
    local GLOW="exp(-max(${D}-170\,0)/80)"
    local STRIPE="gte((Y-300)/24-floor((Y-300)/24)\,(Y-300)/170*0.6)"
    local STARS="st(0\,sin(floor(X/2)*12.9898+floor(Y/2)*78.233)*43758.5453)\;230*gt(ld(0)-floor(ld(0))\,0.9975)"
    local SKY="$1+($2-$1)*clip(Y/${HZ}/0.6\,0\,1)+($3-$2)*clip((Y/${HZ}-0.6)/0.4\,0\,1)+$6*0.75*${GLOW}+(${STARS})"
    local SUN="$4+($5-$4)*clip((Y-130)/340\,0\,1)"
    local MTN="$7+$8*exp(-(Y-${RIDGE})/2.5)+$6*0.2*${GLOW}"
    echo "clip(if(gt(Y\,${RIDGE})\,${MTN}\,if(lt(${D}\,170)*(lte(Y\,300)+${STRIPE})\,${SUN}\,${SKY}))\,0\,255)"
  }
  ground() { # $1 base $2 near-horizon $3 line $4 haze
    local VL="st(0\,(X-${CX})*3/(Y+2))\;st(0\,ld(0)-floor(ld(0)))\;clip(1-min(ld(0)\,1-ld(0))*(Y+2)/3.75\,0\,1)*clip((Y-6)/150\,0\,1)"
    echo "clip($1+($2-$1)*exp(-Y/45)+$4*0.6*exp(-Y/45)+$3*(${VL})\,0\,255)"
  }
  local HL="st(0\,1200/(Y+2)+T/2)\;st(0\,ld(0)-floor(ld(0)))\;255*clip(1-min(ld(0)\,1-ld(0))*(Y+2)*(Y+2)/1500\,0\,1)*clip((Y-6)/150\,0\,1)"
  cat <<G
color=black:s=1280x${HZ}:r=24:d=6,$(hold 144 "format=gbrp,geq=r='$(sky 10 70 214 255 255 255 26 255)':g='$(sky 8 18 58 226 46 60 10 90)':b='$(sky 28 100 128 110 136 140 46 190)'")[sky];
color=black:s=1280x${GH}:r=24:d=6,$(hold 144 "format=gbrp,geq=r='$(ground 12 70 60 255)':g='$(ground 5 16 220 70)':b='$(ground 30 120 255 170)'")[gs];
color=black:s=1x${GH}:r=24:d=6,format=gray,geq=lum='${HL}',scale=1280:${GH}:flags=neighbor,format=gbrp,lutrgb=r=val*60/255:g=val*220/255:b=val[hl];
[gs][hl]blend=all_mode=addition,format=gbrp[ground];
[sky][ground]vstack=inputs=2,format=yuv420p[v]
G
}

# starfall -------------------------------------------------------------------------------------------
graph_starfall() {
  # Streaks run along sheared columns; each column hashes an on/off, a brightness, a phase and a speed
  # of 1-3 passes per 4 s, so the loop is seamless. The trail fades with pow(1-phase, 10..40).
  local STREAK="st(0\,floor((X+0.45*Y)/3))\;st(1\,sin(ld(0)*12.9898)*43758.5453)\;st(1\,ld(1)-floor(ld(1)))\;st(2\,sin(ld(0)*78.233)*24634.6345)\;st(2\,ld(2)-floor(ld(2)))\;if(lt(ld(1)\,0.83)\,0\,st(3\,T/4*(1+floor(ld(2)*3))+ld(2)*5-Y/520)\;st(3\,ld(3)-floor(ld(3)))\;255*(0.35+0.65*(ld(1)-0.83)/0.17)*pow(1-ld(3)\,10+ld(2)*30))"
  bg() { # $1 top $2 bottom $3 glow
    echo "st(0\,sin(X*12.9898+Y*78.233)*43758.5453)\;clip($1+($2-$1)*Y/360+$3*exp(-hypot(X-470\,Y-420)/220)+200*gt(ld(0)-floor(ld(0))\,0.9985)\,0\,255)"
  }
  cat <<G
color=black:s=640x360:r=24:d=4,$(hold 96 "format=gbrp,geq=r='$(bg 6 12 40)':g='$(bg 10 22 70)':b='$(bg 24 52 170)'")[bg];
color=black:s=640x360:r=24:d=4,format=gray,geq=lum='${STREAK}',format=gbrp,lutrgb=r='clip(val*0.5+pow(val/255\,3)*190\,0\,255)':g='clip(val*0.2+pow(val/255\,2)*235\,0\,255)':b='clip(val*1.1\,0\,255)',format=gbrp,split[s1][s2];
[s2]gblur=sigma=4,format=gbrp[sg];
[s1][sg]blend=all_mode=screen,format=gbrp[st];
[bg][st]blend=all_mode=screen,format=yuv420p[v]
G
}

# neon-drift -----------------------------------------------------------------------------------------
graph_neon_drift() {
  # A plasma field whose level lines glow; every time term is a multiple of T*PI/2 (period 4 s).
  # Computed at 320x180 and upscaled: the field is smooth and the blur adds the neon bloom anyway.
  local V="st(0\,sin(X/23+T*PI/2)+sin(Y/17-T*PI/2)+sin((X+Y)/31+sin(T*PI/2))+sin(hypot(X-160+50*cos(T*PI/2)\,Y-90+35*sin(T*PI/2))/14))\;st(1\,pow(1-abs(sin(ld(0)*2.2))\,10))\;st(2\,0.5+0.5*sin(X/60-Y/80+ld(0)*0.4+T*PI/2))"
  ch() { # $1 dark base, $2 magenta side, $3 cyan side
    echo "${V}\;clip($1+18*(ld(0)+4)/8+ld(1)*($2+($3-$2)*ld(2))+0.07*($2+($3-$2)*ld(2))*(0.5+0.5*sin(ld(0)*2.2))\,0\,255)"
  }
  cat <<G
color=black:s=320x180:r=24:d=4,format=gbrp,geq=r='$(ch 8 255 34)':g='$(ch 6 46 211)':b='$(ch 20 170 238)',scale=640:360:flags=bicubic,format=gbrp,split[a][b];
[b]gblur=sigma=6,format=gbrp[g];
[a][g]blend=all_mode=screen:all_opacity=0.75,format=yuv420p[v]
G
}

# dungeon --------------------------------------------------------------------------------------------
graph_dungeon() {
  # A rectangular tunnel: d is the distance to the centre in "square" units, depth u = 240/d + T moves
  # exactly 4 bricks in 4 s; torch-light pools every 4 bricks move by exactly one; the flicker uses
  # sin(3*PI*T) and sin(5*PI*T). All periodic in 4 s, so the loop is seamless.
  local BRICKS="st(0\,max(abs(X-320)*0.5625\,abs(Y-185))+0.5)\;st(1\,if(gt(abs(X-320)*0.5625\,abs(Y-185))\,(Y-185)/ld(0)\,(X-320)*0.5625/ld(0)))\;st(2\,240/ld(0)+T)\;st(3\,floor((ld(1)+1)*5))\;st(4\,ld(2)+0.5*mod(ld(3)\,2))\;st(5\,sin(floor(ld(4))*7.1+ld(3)*3.7)*43758.5453)\;st(5\,ld(5)-floor(ld(5)))\;st(6\,if(lt(ld(4)-floor(ld(4))\,0.06)+lt((ld(1)+1)*5-ld(3)\,0.08)\,0.1\,0.6+0.4*ld(5)))\;st(7\,if(gt(abs(X-320)*0.5625\,abs(Y-185))\,1\,if(gt(Y\,185)\,0.75\,0.4)))\;st(8\,ld(2)/4-floor(ld(2)/4)-0.5)\;255*ld(6)*ld(7)*(0.12+0.88*exp(-ld(8)*ld(8)*45))*clip(ld(0)/50\,0\,1)*(0.9+0.06*sin(T*PI*3)+0.04*sin(T*PI*5+1))"
  local PORTAL="st(0\,max(abs(X-160)*0.5625\,abs(Y-92.5)))\;255*clip(clip((7-ld(0))/1.5\,0\,1)*(0.8+0.2*sin(atan2(Y-92.5\,X-160)*5+T*PI))+exp(-ld(0)/12)*0.75*(0.9+0.1*sin(T*PI))\,0\,1)"
  cat <<G
color=black:s=640x360:r=24:d=4,format=gray,geq=lum='${BRICKS}',format=gbrp,lutrgb=r='clip(val*1.05+8\,0\,255)':g='clip(val*0.6+6\,0\,255)':b='clip(val*0.4+16\,0\,255)'[walls];
color=black:s=320x180:r=24:d=4,format=gray,geq=lum='${PORTAL}',scale=640:360:flags=bicubic,format=gbrp,lutrgb=r='val*0.62':g='clip(val*0.5+pow(val/255\,3)*120\,0\,255)':b='val'[portal];
[walls][portal]blend=all_mode=screen,vignette=angle=PI/4.5,format=yuv420p[v]
G
}

# arena ----------------------------------------------------------------------------------------------
graph_arena() {
  # Conway's life with a fixed seed (reruns are identical): live cells cyan, fresh deaths violet fading
  # to the page colour; 4x pixels, a bloom, an oval mask and a neon ring. Cross-fade loop.
  local MASK="255*clip((150-hypot((X-320)*0.62\,Y-180))/6\,0\,1)"
  ring() { # $1 floor glow $2 ring colour
    echo "st(0\,hypot((X-320)*0.62\,Y-180))\;clip(8+$1*exp(-ld(0)/120)+$2*exp(-abs(ld(0)-156)/3)+$2*0.35*exp(-abs(ld(0)-156)/16)\,0\,255)"
  }
  cat <<G
life=s=160x90:r=12:seed=20240611:ratio=0.32:mold=14:life_color=0x22d3ee:death_color=0x6d28d9:mold_color=0x0b0f19,trim=start_frame=40,setpts=PTS-STARTPTS,fps=24,scale=640:360:flags=neighbor,format=gbrp,trim=duration=5,split[l1][l2];
[l2]gblur=sigma=5,format=gbrp[lg];
[l1][lg]blend=all_mode=screen,format=gbrp[lv];
color=black:s=640x360:r=24:d=5,$(hold 120 "format=gray,geq=lum='${MASK}',format=gbrp")[m];
[lv][m]blend=all_mode=multiply,format=gbrp[lm];
color=black:s=640x360:r=24:d=5,$(hold 120 "format=gbrp,geq=r='$(ring 30 236)':g='$(ring 12 72)':b='$(ring 60 153)'")[bg];
[bg][lm]blend=all_mode=screen,format=gbrp[arena];
$(xfade_loop arena 4)
G
}

# search-header --------------------------------------------------------------------------------------
graph_search_header() {
  # Two soft aurora ribbons (periodic in 5 s) screened over the gradients source drifting slowly in the
  # store colours, kept dark so the search box stays readable; a faint dot grid; cross-fade loop
  # (the gradients source is not periodic).
  local W5="(T*2*PI/5)"
  local AUR="st(0\,exp(-pow((Y-40-14*sin(X/55+sin(${W5}))-6*sin(X/21-${W5}))/15\,2))*(0.8+0.2*sin(X/9+${W5})))\;st(1\,exp(-pow((Y-52-12*sin(X/47+2-${W5})-5*sin(X/17+${W5}+1))/12\,2))*(0.8+0.2*sin(X/7-${W5})))"
  aur() { echo "${AUR}\;clip($1*ld(0)*0.5+$2*ld(1)*0.42\,0\,255)"; }
  local DOTS="255*0.10*lt(hypot(mod(X\,24)-12\,mod(Y\,24)-12)\,1.3)*clip(1-abs(Y-180)/200\,0\,1)"
  cat <<G
gradients=s=320x90:r=24:d=6:c0=0x0b0f19:c1=0x3b0764:c2=0x7c3aed:c3=0x0e7490:c4=0x0b0f19:n=5:speed=0.004:seed=77,format=gbrp,colorchannelmixer=rr=0.4:gg=0.4:bb=0.45,format=gbrp[g];
color=black:s=320x90:r=24:d=6,format=gbrp,geq=r='$(aur 124 34)':g='$(aur 58 211)':b='$(aur 237 238)'[au];
[g][au]blend=all_mode=screen,scale=1280:360:flags=bicubic,format=gbrp[sky];
color=black:s=1280x360:r=24:d=6,$(hold 144 "format=gray,geq=lum='${DOTS}',format=gbrp")[d];
[sky][d]blend=all_mode=screen,format=gbrp[hdr];
$(xfade_loop hdr 5)
G
}

# encoding -------------------------------------------------------------------------------------------
# encode NAME GRAPH_FN SECONDS CRF MAX_BITRATE MAX_BYTES
encode() {
  local name=$1 fn=$2 secs=$3 crf=$4 maxrate=$5 limit=$6
  local graph="$WORK/$name.graph" tmp="$WORK/$name.webm"
  "$fn" >"$graph"
  echo "rendering $name.webm ..." >&2
  "$FFMPEG" -hide_banner -loglevel error -nostdin -y \
    -filter_complex_script "$graph" -map '[v]' -frames:v $((secs * 24)) \
    -c:v libvpx-vp9 -pix_fmt yuv420p -r 24 -deadline good -cpu-used 2 -row-mt 1 \
    -crf "$crf" -b:v "$maxrate" -g 96 -an \
    -map_metadata -1 -fflags +bitexact -flags:v +bitexact \
    "$tmp"
  local size
  size=$(stat -c %s "$tmp")
  if ((size > limit)); then
    echo "$name.webm is $size bytes, over the $limit byte budget" >&2
    exit 1
  fi
  mv -f "$tmp" "$OUT/$name.webm"
  printf '%-20s %4d KB\n' "$name.webm" $(((size + 1023) / 1024))
}

SELECTED=("$@")
# true when no names were given, or when $1 is one of them
want() { [[ ${#SELECTED[@]} -eq 0 ]] || [[ " ${SELECTED[*]} " == *" $1 "* ]]; }

if want banner; then encode banner graph_banner 6 31 1100k $((900 * 1024)); fi
if want starfall; then encode starfall graph_starfall 4 32 700k $((400 * 1024)); fi
if want neon-drift; then encode neon-drift graph_neon_drift 4 32 700k $((400 * 1024)); fi
if want dungeon; then encode dungeon graph_dungeon 4 32 700k $((400 * 1024)); fi
if want arena; then encode arena graph_arena 4 32 700k $((400 * 1024)); fi
if want search-header; then encode search-header graph_search_header 5 30 600k $((400 * 1024)); fi
