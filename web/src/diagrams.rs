//! Diagrams to take away: `GET /board.svg` and `GET /board.png`, the board the page shows for
//! the same query, as a file. The PNG is drawn on the server from the same SVG (resvg), so no
//! browser is needed.

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{Options, Tree};

/// The side of a PNG when no `size` is given, in pixels.
pub(crate) const PNG_SIZE: u32 = 480;

/// The smallest and largest `size` of a PNG, in pixels.
pub(crate) const PNG_SIZES: std::ops::RangeInclusive<u32> = 64..=2048;

/// Why a PNG could not be drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum DrawError {
    /// The SVG did not read (not expected: fenkit wrote it).
    Svg,
    /// The picture could not be made or written.
    Png,
}

/// A standalone SVG file of an inline diagram.
pub(crate) fn svg_file(svg: &str) -> String {
    format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{svg}")
}

/// The diagram drawn as a PNG `size` pixels wide and high.
pub(crate) fn png(svg: &str, size: u32) -> Result<Vec<u8>, DrawError> {
    let tree = Tree::from_str(svg, &Options::default()).map_err(|_| DrawError::Svg)?;
    let mut pixmap = Pixmap::new(size, size).ok_or(DrawError::Png)?;
    let scale = size as f32 / tree.size().width().max(1.0);
    resvg::render(
        &tree,
        Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap.encode_png().map_err(|_| DrawError::Png)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analyze::{Query, analyze};

    fn board(fen: &str) -> String {
        let analysis = analyze(&Query {
            text: fen.to_owned(),
            ..Query::default()
        });
        analysis.position.unwrap().board_svg
    }

    #[test]
    fn the_png_is_the_size_asked_and_shows_the_board() {
        let svg = board("8/8/8/8/8/8/8/K6k w - - 0 1");
        let bytes = png(&svg, 200).unwrap();
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
        let picture = Pixmap::decode_png(&bytes).unwrap();
        assert_eq!((picture.width(), picture.height()), (200, 200));
        // The middle of the board is a square's colour: light or dark brown, opaque.
        let middle = picture.pixel(100, 100).unwrap();
        assert_eq!(middle.alpha(), 255);
        assert!(middle.red() > middle.blue(), "{middle:?}");
    }

    #[test]
    fn the_svg_file_reads_back() {
        let file = svg_file(&board("8/8/8/8/8/8/8/K6k w - - 0 1"));
        assert!(file.starts_with("<?xml"));
        assert!(Tree::from_str(&file, &Options::default()).is_ok());
    }
}
