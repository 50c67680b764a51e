//! `lab plot`: a two-dimensional outcome table drawn as a PNG. Losing cells (P) are dark,
//! winning cells (N) light; the first coordinate grows to the right, the second upwards; both
//! axes carry their name and round tick values; a title and a legend sit on top.

use crate::error::LabError;
use crate::font::{descends, glyph, text_width, DESCENT, GLYPH_HEIGHT, GLYPH_WIDTH};
use crate::registry::Grid;

type Rgb = [u8; 3];

const PAPER: Rgb = [255, 255, 255];
const INK: Rgb = [34, 34, 34];
const LOSING: Rgb = [28, 42, 74];
const WINNING: Rgb = [226, 232, 242];
const CELL_EDGE: Rgb = [190, 198, 212];

/// Smallest plot area, in pixels, for which a picture is still worth drawing.
pub const MIN_PLOT_AREA: usize = 16;

/// An RGB image being drawn.
struct Canvas {
    width: usize,
    height: usize,
    rgb: Vec<u8>,
}

impl Canvas {
    fn new(width: usize, height: usize) -> Self {
        let mut rgb = Vec::with_capacity(width * height * 3);
        for _ in 0..width * height {
            rgb.extend_from_slice(&PAPER);
        }
        Canvas { width, height, rgb }
    }

    fn set(&mut self, x: usize, y: usize, colour: Rgb) {
        if x < self.width && y < self.height {
            let i = (y * self.width + x) * 3;
            self.rgb[i..i + 3].copy_from_slice(&colour);
        }
    }

    fn fill(&mut self, x: usize, y: usize, w: usize, h: usize, colour: Rgb) {
        for yy in y..y + h {
            for xx in x..x + w {
                self.set(xx, yy, colour);
            }
        }
    }

    /// Text with its top-left corner at (x, y), each font pixel `scale` pixels wide.
    fn text(&mut self, x: usize, y: usize, scale: usize, text: &str, colour: Rgb) {
        for (i, c) in text.chars().enumerate() {
            let left = x + i * (GLYPH_WIDTH + 1) * scale;
            let top = if descends(c) { y + DESCENT * scale } else { y };
            for (gy, row) in glyph(c).iter().enumerate() {
                for (gx, ink) in row.bytes().enumerate() {
                    if ink == b'#' {
                        self.fill(left + gx * scale, top + gy * scale, scale, scale, colour);
                    }
                }
            }
        }
    }

    /// Text read bottom to top (turned a quarter left), its glyphs' tops facing left, with the
    /// bottom-left corner of the first glyph at (x, y).
    fn text_upwards(&mut self, x: usize, y: usize, scale: usize, text: &str, colour: Rgb) {
        for (i, c) in text.chars().enumerate() {
            let bottom = y - i * (GLYPH_WIDTH + 1) * scale;
            let left = if descends(c) { x + DESCENT * scale } else { x };
            for (gy, row) in glyph(c).iter().enumerate() {
                for (gx, ink) in row.bytes().enumerate() {
                    if ink == b'#' {
                        let px = left + gy * scale;
                        let py = bottom - (gx + 1) * scale;
                        self.fill(px, py, scale, scale, colour);
                    }
                }
            }
        }
    }

    fn encode_png(&self) -> Result<Vec<u8>, png::EncodingError> {
        let mut bytes = Vec::new();
        let mut encoder = png::Encoder::new(&mut bytes, self.width as u32, self.height as u32);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header()?;
        writer.write_image_data(&self.rgb)?;
        writer.finish()?;
        Ok(bytes)
    }
}

/// A round tick step (1, 2 or 5 times a power of ten) at least `min_cells` cells apart.
fn tick_step(min_cells: f64) -> u64 {
    let mut power = 1u64;
    loop {
        for factor in [1, 2, 5] {
            if (factor * power) as f64 >= min_cells {
                return factor * power;
            }
        }
        power *= 10;
    }
}

/// The coordinates that get a tick: the first one, then every multiple of `step`.
fn ticks(start: u64, count: usize, step: u64) -> Vec<u64> {
    let end = start + count as u64;
    let mut values = vec![start];
    let mut v = start.div_ceil(step) * step;
    while v < end {
        if v != start {
            values.push(v);
        }
        v += step;
    }
    values
}

/// Creates `out`, then writes into it the bytes `render` makes: a path that cannot be written
/// is refused before the work, not after it. When `render` fails, the new file is removed.
///
/// # Errors
/// `out` cannot be created or written ("cannot write OUT: why"), or `render`'s error.
pub fn write_rendered(
    out: &std::path::Path,
    render: impl FnOnce() -> Result<Vec<u8>, LabError>,
) -> Result<Vec<u8>, LabError> {
    let cannot = |e: std::io::Error| LabError::Io(format!("cannot write {}: {e}", out.display()));
    let mut file = std::fs::File::create(out).map_err(cannot)?;
    match render() {
        Ok(bytes) => {
            std::io::Write::write_all(&mut file, &bytes).map_err(cannot)?;
            Ok(bytes)
        }
        Err(e) => {
            drop(file);
            let _ = std::fs::remove_file(out);
            Err(e)
        }
    }
}

/// Draws `grid` under `title` as PNG bytes. The image is `pixels` × `pixels` when given,
/// otherwise sized so that each cell is a few pixels wide (at most 16, at least 1).
///
/// # Errors
/// `pixels` too small to hold the labels and a plot area of at least [`MIN_PLOT_AREA`] pixels.
///
/// # Complexity
/// O(image pixels + cells).
pub fn render_png(grid: &Grid, title: &str, pixels: Option<usize>) -> Result<Vec<u8>, LabError> {
    let cells = grid.width.max(grid.height).max(1);
    let scale = if pixels.unwrap_or(800) >= 400 { 2 } else { 1 };
    let char_w = (GLYPH_WIDTH + 1) * scale;
    let line_h = (GLYPH_HEIGHT + 4) * scale;
    let largest = (grid.x_start + grid.width as u64).max(grid.y_start + grid.height as u64);
    let label_w = text_width(&largest.to_string()) * scale;

    let left = 4 * scale + line_h + label_w + 4 * scale;
    let top = 3 * line_h + 4 * scale;
    let bottom = 4 * scale + 2 * line_h + 2 * scale;
    let right = 8 * scale + label_w / 2;

    let (image_w, image_h, area) = match pixels {
        Some(p) => {
            let area = p
                .saturating_sub(left + right)
                .min(p.saturating_sub(top + bottom));
            if area < MIN_PLOT_AREA {
                return Err(LabError::BadOption(format!(
                    "--pixels {p} leaves no room for the plot; use at least {}",
                    (left + right).max(top + bottom) + MIN_PLOT_AREA
                )));
            }
            (p, p, area)
        }
        None => {
            let cell = (800 / cells).clamp(1, 16);
            let area = (cells * cell).max(MIN_PLOT_AREA);
            (left + area + right, top + area + bottom, area)
        }
    };
    let mut canvas = Canvas::new(image_w, image_h);
    let plot_w = area * grid.width / cells;
    let plot_h = area * grid.height / cells;
    let (x0, y0) = (left, top + (area - plot_h));

    // Cells: pixel column px shows cell px * width / plot_w (nearest cell, so any size works).
    let cell_px = plot_w as f64 / grid.width.max(1) as f64;
    let edges = cell_px >= 8.0;
    for py in 0..plot_h {
        let row_from_bottom = (plot_h - 1 - py) * grid.height / plot_h;
        for px in 0..plot_w {
            let col = px * grid.width / plot_w;
            let colour = if grid.wins_at(col, row_from_bottom) {
                WINNING
            } else {
                LOSING
            };
            let first_col = px == 0 || (px - 1) * grid.width / plot_w != col;
            let first_row = py == 0 || (plot_h - py) * grid.height / plot_h != row_from_bottom;
            let colour = if edges && (first_col || first_row) && colour == WINNING {
                CELL_EDGE
            } else {
                colour
            };
            canvas.set(x0 + px, y0 + py, colour);
        }
    }

    // Axes along the left and bottom edges of the plot.
    canvas.fill(x0 - 1, y0, 1, plot_h + 1, INK);
    canvas.fill(x0 - 1, y0 + plot_h, plot_w + 1, 1, INK);

    // One step for both axes (the wider of what each needs), so a square table looks square.
    let cell_py = plot_h as f64 / grid.height.max(1) as f64;
    let step = tick_step((label_w + 2 * char_w) as f64 / cell_px)
        .max(tick_step((line_h + 2 * scale) as f64 / cell_py));
    let tick_len = 3 * scale;
    for value in ticks(grid.x_start, grid.width, step) {
        let index = (value - grid.x_start) as f64;
        let centre = x0 + ((index + 0.5) * cell_px) as usize;
        canvas.fill(centre, y0 + plot_h + 1, 1, tick_len, INK);
        let text = value.to_string();
        let w = text_width(&text) * scale;
        let tx = centre.saturating_sub(w / 2);
        canvas.text(tx, y0 + plot_h + 1 + tick_len + scale, scale, &text, INK);
    }
    for value in ticks(grid.y_start, grid.height, step) {
        let index = (value - grid.y_start) as f64;
        let centre = y0 + plot_h - 1 - ((index + 0.5) * cell_py) as usize;
        canvas.fill(x0 - 1 - tick_len, centre, tick_len, 1, INK);
        let text = value.to_string();
        let w = text_width(&text) * scale;
        let ty = centre.saturating_sub(GLYPH_HEIGHT * scale / 2);
        canvas.text(x0 - 1 - tick_len - scale - w, ty, scale, &text, INK);
    }

    // Axis names: x centred under its tick labels, y read upwards left of its tick labels.
    let x_name_w = text_width(grid.x_name) * scale;
    let name_y = y0 + plot_h + 1 + tick_len + scale + line_h;
    canvas.text(
        x0 + plot_w.saturating_sub(x_name_w) / 2,
        name_y,
        scale,
        grid.x_name,
        INK,
    );
    let y_name_len = text_width(grid.y_name) * scale;
    let name_x = x0 - 1 - tick_len - scale - label_w - 2 * scale - GLYPH_HEIGHT * scale;
    let name_bottom = y0 + plot_h - plot_h.saturating_sub(y_name_len) / 2;
    canvas.text_upwards(name_x, name_bottom, scale, grid.y_name, INK);

    // Title and legend.
    canvas.text(left, 4 * scale, scale, title, INK);
    let legend_y = 4 * scale + line_h + 2 * scale;
    let swatch = GLYPH_HEIGHT * scale;
    canvas.fill(left, legend_y, swatch, swatch, LOSING);
    let losing_text = "P: the player to move loses";
    canvas.text(left + swatch + char_w, legend_y, scale, losing_text, INK);
    let second = left + swatch + 2 * char_w + text_width(losing_text) * scale + 2 * char_w;
    canvas.fill(second, legend_y, swatch, swatch, WINNING);
    canvas.fill(second, legend_y, swatch, 1, CELL_EDGE);
    canvas.text(second + swatch + char_w, legend_y, scale, "N: wins", INK);

    canvas
        .encode_png()
        .map_err(|e| LabError::Io(format!("cannot encode the PNG: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
        let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        buf.truncate(info.buffer_size());
        (info.width, info.height, buf)
    }

    fn checkerboard(size: usize) -> Grid {
        Grid::from_fn(("a", 0, size), ("b", 1, size), |a, b| (a + b) % 3 != 0)
    }

    #[test]
    fn asked_pixel_size_is_exact() {
        for (cells, px) in [(10, 200), (37, 263), (400, 150), (1, 100)] {
            let bytes = render_png(&checkerboard(cells), "test", Some(px)).unwrap();
            let (w, h, _) = decode(&bytes);
            assert_eq!((w, h), (px as u32, px as u32), "cells={cells}");
        }
    }

    #[test]
    fn losing_cells_are_dark_and_winning_cells_light() {
        // One losing cell in the bottom-left corner, at (0, 1).
        let grid = Grid::from_fn(("a", 0, 2), ("b", 1, 2), |a, b| (a, b) != (0, 1));
        let bytes = render_png(&grid, "t", None).unwrap();
        let (w, h, rgb) = decode(&bytes);
        let pixel = |x: usize, y: usize| {
            let i = (y * w as usize + x) * 3;
            [rgb[i], rgb[i + 1], rgb[i + 2]]
        };
        let darkest = |p: Rgb| p.iter().map(|&c| c as u32).sum::<u32>();
        let (mut dark, mut light) = (0, 0);
        for y in 0..h as usize {
            for x in 0..w as usize {
                match pixel(x, y) {
                    LOSING => dark += 1,
                    WINNING => light += 1,
                    _ => {}
                }
            }
        }
        // Two cells of 16×16 pixels: the losing one (and the legend swatch) dark.
        assert!((16 * 16..2 * 16 * 16).contains(&dark), "dark={dark}");
        assert!(light >= 3 * 15 * 15, "light={light}");
        assert!(darkest(LOSING) * 3 < darkest(WINNING));
    }

    #[test]
    fn too_small_an_image_is_refused() {
        let err = render_png(&checkerboard(10), "t", Some(40)).unwrap_err();
        assert!(
            err.to_string().starts_with("--pixels 40 leaves no room"),
            "{err}"
        );
    }

    #[test]
    fn ticks_are_round_and_start_at_the_first_coordinate() {
        assert_eq!(tick_step(0.3), 1);
        assert_eq!(tick_step(3.0), 5);
        assert_eq!(tick_step(11.0), 20);
        assert_eq!(ticks(0, 25, 10), [0, 10, 20]);
        assert_eq!(ticks(1, 25, 10), [1, 10, 20]);
        assert_eq!(ticks(1, 10, 1), (1..=10).collect::<Vec<u64>>());
    }
}
