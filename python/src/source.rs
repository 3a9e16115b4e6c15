//! Where records come from: a path, a `str` or `bytes` of text, or a binary file object.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Cursor, Read};

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyString};

/// Input that can be read without the interpreter (a file, text copied in), or that takes the
/// interpreter back for each buffer (a Python file object).
pub(crate) type Input = Box<dyn BufRead + Send>;

const BUFFER: usize = 1 << 18;

/// Opens `source`: a `str` without a line break is a path when that file exists or its name
/// ends with one of `extensions` (else it is the text itself), a `str` with one is the text,
/// `bytes` are the text, an `os.PathLike` is a path, and an object with `read` is a binary
/// file.
pub(crate) fn open(source: &Bound<'_, PyAny>, extensions: &[&str]) -> PyResult<Input> {
    let py = source.py();
    if let Ok(text) = source.cast::<PyString>() {
        let text = text.to_cow()?;
        let text: &str = &text;
        if !text.contains('\n') {
            let path = std::path::Path::new(text);
            let named = extensions
                .iter()
                .any(|ext| text.to_ascii_lowercase().ends_with(ext));
            if path.is_file() || named {
                return Ok(Box::new(BufReader::with_capacity(
                    BUFFER,
                    File::open(path)?,
                )));
            }
        }
        return Ok(Box::new(Cursor::new(text.as_bytes().to_vec())));
    }
    if let Ok(bytes) = source.cast::<PyBytes>() {
        return Ok(Box::new(Cursor::new(bytes.as_bytes().to_vec())));
    }
    if let Ok(bytes) = source.cast::<PyByteArray>() {
        return Ok(Box::new(Cursor::new(bytes.to_vec())));
    }
    let os = py.import("os")?;
    if source.is_instance(&os.getattr("PathLike")?)? {
        let path: std::path::PathBuf = os.call_method1("fspath", (source,))?.extract()?;
        return Ok(Box::new(BufReader::with_capacity(
            BUFFER,
            File::open(path)?,
        )));
    }
    if source.hasattr("read")? {
        let io = py.import("io")?;
        if source.is_instance(&io.getattr("TextIOBase")?)? {
            return Err(PyTypeError::new_err(
                "a text file: open the file in binary mode (open(path, \"rb\"))",
            ));
        }
        return Ok(Box::new(BufReader::with_capacity(
            BUFFER,
            PyFile {
                file: source.clone().unbind(),
            },
        )));
    }
    Err(PyTypeError::new_err(format!(
        "expected a path, a str or bytes of text, or a binary file object, found {}",
        source.get_type().name()?
    )))
}

/// A Python binary file object, read through its `read` method with the interpreter taken
/// back for each buffer.
struct PyFile {
    file: Py<PyAny>,
}

impl Read for PyFile {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        Python::attach(|py| {
            let data = self
                .file
                .bind(py)
                .call_method1("read", (buf.len(),))
                .map_err(|e| io::Error::other(e.to_string()))?;
            let bytes = data.cast::<PyBytes>().map_err(|_| {
                io::Error::other("the file object's read() gave no bytes: open it in binary mode")
            })?;
            let bytes = bytes.as_bytes();
            let n = bytes.len().min(buf.len());
            buf[..n].copy_from_slice(&bytes[..n]);
            Ok(n)
        })
    }
}
