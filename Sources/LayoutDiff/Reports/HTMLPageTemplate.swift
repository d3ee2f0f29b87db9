/// The fixed parts of the HTML report: inline style and the compare script.
enum HTMLPageTemplate {
    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title)</title>
        <style>
        body { font: 14px/1.45 -apple-system, "DejaVu Sans", sans-serif; margin: 24px; color: #1d1d1f; }
        h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 0 0 6px; }
        .tally { color: #555; margin: 0 0 20px; }
        .case { border: 1px solid #ddd; border-radius: 8px; padding: 14px 16px; margin: 0 0 20px; }
        .case.failed { border-left: 5px solid #d0312d; } .case.error { border-left: 5px solid #8e44ad; }
        .badge { display: inline-block; font-size: 11px; text-transform: uppercase; padding: 1px 6px;
          border-radius: 4px; background: #eee; margin-right: 6px; vertical-align: 2px; }
        .failed .badge { background: #d0312d; color: #fff; } .error .badge { background: #8e44ad; color: #fff; }
        .changes { margin: 6px 0 10px; padding-left: 20px; font-family: "DejaVu Sans Mono", monospace; font-size: 12px; }
        .images { display: flex; gap: 12px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; flex: 1 1 240px; max-width: 420px; }
        figcaption { font-size: 12px; color: #555; margin-bottom: 4px; }
        .frame { position: relative; line-height: 0; border: 1px solid #ccc;
          background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .frame img, .stack img { width: 100%; height: auto; image-rendering: auto; }
        .zoomed .frame img, .zoomed .stack img { width: auto; max-width: none; image-rendering: pixelated; }
        .zoomed .images figure, .zoomed .compare { max-width: none; overflow: auto; }
        .region { position: absolute; outline: 2px solid #d0312d; outline-offset: 1px; }
        .compare { margin-top: 12px; max-width: 420px; }
        .stack { position: relative; line-height: 0; border: 1px solid #ccc;
          background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .stack img[style] { position: absolute; left: 0; top: 0; }
        .zoomed .stack[style] { width: var(--union-width); }
        .zoomed .stack img[style] { width: auto !important; }
        .stack .over { position: absolute; left: 0; top: 0; clip-path: inset(0 50% 0 0); }
        .others { padding-left: 20px; } .others li { margin: 2px 0; }
        .frames { margin-top: 14px; } .frames-title { font-weight: 600; margin: 0 0 6px; }
        .frame-list { display: flex; flex-wrap: wrap; gap: 6px; margin-bottom: 8px; }
        .frame-pick { font: inherit; font-size: 12px; padding: 3px 8px; border: 1px solid #ccc; border-radius: 5px;
          background: #fff; color: #777; cursor: pointer; }
        .frame-pick small { display: block; font-size: 10px; }
        .frame-pick.changed { border-color: #d0312d; color: #d0312d; font-weight: 600; }
        .frame-pick.chosen { background: #1d1d1f; color: #fff; }
        .frame-view { display: flex; gap: 12px; flex-wrap: wrap; align-items: flex-start; }
        .crop { position: relative; overflow: hidden; line-height: 0; border: 1px solid #ccc; }
        .crop img { position: absolute; max-width: none; image-rendering: auto; }
        .legend { display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 12px; color: #555; margin: 0 0 12px; }
        .legend span::before { content: ""; display: inline-block; width: 10px; height: 10px; margin-right: 5px;
          vertical-align: -1px; background: var(--swatch); border: 1px solid rgba(0,0,0,.2); }
        .approve-panel { position: sticky; top: 0; z-index: 1; background: #f4f8ff; border: 1px solid #9bbcf0;
          border-radius: 8px; padding: 8px 12px; margin: 0 0 14px; }
        .approve-command { user-select: all; font-size: 13px; }
        .approve { font-size: 13px; font-weight: normal; margin-left: 8px; }
        </style>
        </head>
        <body>

        """
    }

    /// What every colour of the diff images and the page means (LayoutShot's default colours;
    /// `--diff-color`, `--diff-color-alt` and `--aa-color` change the first three).
    static let legend = """
        <p class="legend"><span style="--swatch: #ff0000">pixels that differ</span>\
        <span style="--swatch: #ffff00">anti-aliasing, not counted</span>\
        <span style="--swatch: #0066ff">changed elements, before and after (blue outlines)</span>\
        <span style="--swatch: #00aa00">only in the new image (green tint, size changed)</span>\
        <span style="--swatch: #0060ff">only in the reference (blue tint, size changed)</span>\
        <span style="--swatch: #d0312d; border-radius: 2px">changed regions (boxes on the diff)</span></p>

        """

    static let tail = """
        <script>
        // The approve command for the cases whose boxes are ticked, names quoted for a shell.
        (function () {
          var command = document.querySelector('.approve-command');
          if (!command) { return; }
          function quote(name) {
            return /^[A-Za-z0-9@%+=:,.\\/_-]+$/.test(name) ? name : "'" + name.replace(/'/g, "'\\\\''") + "'";
          }
          function update() {
            var names = Array.prototype.map.call(
              document.querySelectorAll('.approve-case:checked'), function (box) { return quote(box.value); });
            command.textContent = names.length === 0 ? 'choose the cases to approve below'
              : 'layoutshot approve ' + quote(command.getAttribute('data-report')) + ' ' + names.join(' ');
          }
          document.querySelectorAll('.approve-case').forEach(function (box) { box.addEventListener('change', update); });
          update();
        })();
        document.querySelectorAll('.actual-size').forEach(function (box) {
          box.addEventListener('change', function () { document.body.classList.toggle('zoomed', box.checked); });
        });
        // A frame of a strip: the crop box takes the frame's aspect ratio and the image is
        // scaled so the frame fills the box (percentages of the box's width).
        document.querySelectorAll('.frames').forEach(function (view) {
          var section = view.closest('.case');
          var crops = view.querySelectorAll('.crop img');
          var stripWidth = Number(view.getAttribute('data-strip-width'));
          crops.forEach(function (crop) {
            var source = section.querySelector('img[data-image="' + crop.getAttribute('data-from') + '"]');
            if (source) { crop.src = source.src; }
          });
          function choose(button) {
            view.querySelectorAll('.frame-pick').forEach(function (b) { b.classList.toggle('chosen', b === button); });
            var frame = button.getAttribute('data-frame');
            view.querySelectorAll('.frame-changes').forEach(function (list) {
              list.hidden = list.getAttribute('data-frame') !== frame;
            });
            var r = button.getAttribute('data-rect').split(' ').map(Number);
            crops.forEach(function (crop) {
              crop.parentNode.style.width = Math.min(r[2], 420) + 'px';
              crop.parentNode.style.aspectRatio = r[2] + ' / ' + r[3];
              crop.style.width = (100 * stripWidth / r[2]) + '%';
              crop.style.left = (-100 * r[0] / r[2]) + '%';
              crop.style.top = (-100 * r[1] / r[3]) + '%';
            });
          }
          view.querySelectorAll('.frame-pick').forEach(function (button) {
            button.addEventListener('click', function () { choose(button); });
          });
          var chosen = view.querySelector('.frame-pick.chosen');
          if (chosen) { choose(chosen); }
        });
        document.querySelectorAll('.compare').forEach(function (compare) {
          var stack = compare.querySelector('.stack');
          var over = compare.querySelector('.over');
          var reveal = compare.querySelector('.reveal');
          var mode = compare.querySelector('.mode');
          var blink = compare.querySelector('.blink');
          var timer = null;
          // Slide clips the actual image to the slider's share of the stack; onion skin shows
          // it whole at the slider's opacity over the expected one.
          function show() {
            var onion = mode.value === 'onion';
            over.style.clipPath = onion ? 'none' : 'inset(0 ' + (100 - reveal.value) + '% 0 0)';
            over.style.opacity = onion ? String(reveal.value / 100) : '1';
          }
          reveal.addEventListener('input', show);
          mode.addEventListener('change', show);
          blink.addEventListener('click', function () {
            if (timer) {
              clearInterval(timer); timer = null; stack.classList.remove('blinking');
              over.style.visibility = 'visible'; blink.textContent = 'Blink';
              show();
              return;
            }
            stack.classList.add('blinking'); blink.textContent = 'Stop';
            over.style.clipPath = 'none'; over.style.opacity = '1';
            timer = setInterval(function () {
              over.style.visibility = over.style.visibility === 'hidden' ? 'visible' : 'hidden';
            }, 500);
          });
        });
        </script>
        </body>
        </html>

        """
}
