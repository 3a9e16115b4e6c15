//! Where records come from: a path, `bytes` of text, or a file object (binary or text),
//! decompressed by its first bytes (gzip, zstd, bzip2) as the command line does.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Cursor, Read};
use std::path::PathBuf;

use fenkit::pgn::decompress;
use pyo3::exceptions::{PyFileNotFoundError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyString};

/// Input that can be read without the interpreter (a file, text copied in), or that takes the
/// interpreter back for each buffer (a Python file object).
pub(crate) type Input = Box<dyn BufRead + Send>;

const BUFFER: usize = 1 << 18;

/// Opens `source`: a `str` or an `os.PathLike` is a path (a `str` is never the text itself:
/// text goes in as `io.StringIO(text)` or `bytes`), `bytes` are the text, and an object with
/// `read` is a file, binary or text. Compressed input is decompressed.
pub(crate) fn open(source: &Bound<'_, PyAny>) -> PyResult<Input> {
    let py = source.py();
    let raw: Box<dyn BufRead + Send> = if let Ok(path) = source.cast::<PyString>() {
        open_path(PathBuf::from(path.to_cow()?.as_ref()))?
    } else if let Ok(bytes) = source.cast::<PyBytes>() {
        Box::new(Cursor::new(bytes.as_bytes().to_vec()))
    } else if let Ok(bytes) = source.cast::<PyByteArray>() {
        Box::new(Cursor::new(bytes.to_vec()))
    } else if source.is_instance(&py.import("os")?.getattr("PathLike")?)? {
        let path: PathBuf = py
            .import("os")?
            .call_method1("fspath", (source,))?
            .extract()?;
        open_path(path)?
    } else if source.hasattr("read")? {
        Box::new(BufReader::with_capacity(
            BUFFER,
            PyFile {
                file: source.clone().unbind(),
                pending: Vec::new(),
            },
        ))
    } else {
        return Err(PyTypeError::new_err(format!(
            "expected a path (str or os.PathLike), bytes of text, or a file object, found {}",
            source.get_type().name()?
        )));
    };
    let decompressed = py.detach(|| decompress(raw))?;
    Ok(Box::new(decompressed))
}

/// Opens a file; a missing one raises `FileNotFoundError` naming it.
fn open_path(path: PathBuf) -> PyResult<Box<dyn BufRead + Send>> {
    match File::open(&path) {
        Ok(file) => Ok(Box::new(BufReader::with_capacity(BUFFER, file))),
        Err(err) if err.kind() == io::ErrorKind::NotFound => Err(PyFileNotFoundError::new_err((
            err.raw_os_error().unwrap_or(2),
            "No such file or directory".to_owned(),
            path.display().to_string(),
        ))),
        Err(err) => Err(err.into()),
    }
}

/// A Python file object, read through its `read` method with the interpreter taken back for
/// each buffer. A text file's `str` is read as UTF-8.
struct PyFile {
    file: Py<PyAny>,
    /// Bytes of a text file's last `str` that did not fit the caller's buffer.
    pending: Vec<u8>,
}

impl Read for PyFile {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.pending.is_empty() {
            self.pending = Python::attach(|py| -> io::Result<Vec<u8>> {
                let data = self
                    .file
                    .bind(py)
                    .call_method1("read", (buf.len(),))
                    .map_err(|e| io::Error::other(e.to_string()))?;
                if let Ok(bytes) = data.cast::<PyBytes>() {
                    Ok(bytes.as_bytes().to_vec())
                } else if let Ok(text) = data.cast::<PyString>() {
                    Ok(text
                        .to_cow()
                        .map_err(|e| io::Error::other(e.to_string()))?
                        .as_bytes()
                        .to_vec())
                } else {
                    Err(io::Error::other(
                        "the file object's read() gave neither bytes nor str",
                    ))
                }
            })?;
        }
        let n = self.pending.len().min(buf.len());
        buf[..n].copy_from_slice(&self.pending[..n]);
        self.pending.drain(..n);
        Ok(n)
    }
}
