//! The QR code of a link, for the phones of a class: an SVG drawn on the server.

use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};

/// The longest URL put in a QR code, in bytes: longer ones make codes too dense for a phone's
/// camera across a room (the page says to use the link instead).
pub(crate) const MAX_URL: usize = 1200;

/// The QR code of `url` as inline SVG (no XML declaration), or `None` when it is too long.
pub(crate) fn svg(url: &str) -> Option<String> {
    if url.len() > MAX_URL {
        return None;
    }
    let code = QrCode::with_error_correction_level(url.as_bytes(), EcLevel::L).ok()?;
    let image = code
        .render::<svg::Color<'_>>()
        .min_dimensions(200, 200)
        .dark_color(svg::Color("#000000"))
        .light_color(svg::Color("#ffffff"))
        .build();
    Some(
        image
            .find("<svg")
            .map_or(image.as_str(), |at| &image[at..])
            .to_owned(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use resvg::tiny_skia::{Pixmap, Transform};
    use resvg::usvg::{Options, Tree};

    /// What a phone reads from the code: drawn to pixels, then decoded.
    fn read(svg: &str) -> String {
        let tree = Tree::from_str(svg, &Options::default()).unwrap();
        let side = tree.size().width() as u32;
        let mut pixmap = Pixmap::new(side, side).unwrap();
        resvg::render(&tree, Transform::default(), &mut pixmap.as_mut());
        let mut image =
            rqrr::PreparedImage::prepare_from_greyscale(side as usize, side as usize, |x, y| {
                pixmap.pixel(x as u32, y as u32).map_or(255, |p| p.green())
            });
        let grids = image.detect_grids();
        assert_eq!(grids.len(), 1, "one code");
        grids[0].decode().unwrap().1
    }

    #[test]
    fn the_code_reads_back_as_the_link() {
        let url = "http://192.168.1.20:8080/?lang=fr&q=1.%20e4%20e5%202.%20Cf3&ply=3";
        assert_eq!(read(&svg(url).unwrap()), url);
        let long = format!("http://10.0.0.7:8080/?lang=en&z={}", "AbC-_9".repeat(150));
        assert_eq!(read(&svg(&long).unwrap()), long);
    }

    #[test]
    fn a_link_is_drawn_and_a_long_one_is_not() {
        let svg = svg("http://192.168.1.20:8080/?lang=en&q=1.%20e4").unwrap();
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert!(
            !svg.contains("style="),
            "nothing the page's CSP would block"
        );
        assert!(super::svg(&"a".repeat(MAX_URL + 1)).is_none());
    }
}
