/**
 * The file chooser of the scanner (spec section 5): accepted extensions, a file limit (default 20;
 * the scanner passes 50), 'Maximum {n} files allowed' when the combined count would exceed it, and
 * disabled with 'Max {n} files reached' once full. Every accepted file is listed as completed with
 * its name, size and a local id; a file of another type is listed with status error and dropped on
 * the next add. The 100 MB size cap is passed along but sizes are not checked (spec section 5).
 */
import { useRef, useState, type DragEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import DeleteIcon from '@mui/icons-material/Delete';
import { LIMITS } from '@vigil/shared';
import { ACCEPT, addFiles, formatSize, type ChosenFile } from './files';

export type { ChosenFile } from './files';

export interface FileChooserProps {
  files: ChosenFile[];
  onChange: (files: ChosenFile[]) => void;
  maxFiles?: number;
  maxSizeBytes?: number;
  disabled?: boolean;
}

export function FileChooser({
  files,
  onChange,
  maxFiles = LIMITS.chooserDefaultMaxFiles,
  maxSizeBytes = LIMITS.maxFileSizeBytes,
  disabled = false,
}: FileChooserProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const completed = files.filter((f) => f.status === 'completed').length;
  const full = completed >= maxFiles;
  const off = disabled || full;

  const add = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const next = addFiles(files, Array.from(list), maxFiles);
    setError(next.error);
    onChange(next.files);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!off) add(e.dataTransfer.files);
  };

  return (
    <Box>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          if (!off) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: '2px dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'background.default',
          borderRadius: 2,
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
          opacity: off ? 0.7 : 1,
        }}
      >
        <UploadFileIcon sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
        <Typography sx={{ mb: 1.5 }}>Drag files here or choose them from your computer</Typography>
        {/* A real button (keyboard: Enter and Space) that opens the hidden input. */}
        <Button variant="outlined" disabled={off} onClick={() => inputRef.current?.click()}>
          Choose Files
        </Button>
        <input
          ref={inputRef}
          hidden
          type="file"
          multiple
          accept={ACCEPT}
          disabled={off}
          data-max-files={maxFiles}
          data-max-size={maxSizeBytes}
          data-testid="scan-file-input"
          onChange={(e) => {
            add(e.target.files);
            e.target.value = '';
          }}
        />
        <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
          Source files or archives (zip, tar, tar.gz, 7z), up to {maxFiles} files
        </Typography>
        {full && (
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} data-testid="max-files-note">
            Max {maxFiles} files reached
          </Typography>
        )}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }} role="alert">
          {error}
        </Alert>
      )}
      {files.length > 0 && (
        <List dense aria-label="Chosen files" data-testid="chosen-files" sx={{ mt: 1 }}>
          {files.map((f) => (
            <ListItem
              key={f.id}
              data-file-id={f.id}
              data-status={f.status}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${f.name}`}
                  onClick={() => onChange(files.filter((x) => x.id !== f.id))}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                {f.status === 'completed' ? (
                  <InsertDriveFileIcon color="success" aria-hidden />
                ) : (
                  <ErrorOutlineIcon color="error" aria-hidden />
                )}
              </ListItemIcon>
              <ListItemText
                primary={f.name}
                secondary={f.status === 'completed' ? `${formatSize(f.size)} · completed` : f.error}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
