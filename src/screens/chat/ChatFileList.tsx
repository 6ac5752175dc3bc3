import type { ChatFile } from '../../api/types/chat'

/** Files sent in a chat, each a download link with its icon, name and size. */
export function ChatFileList({ files, label }: { files: readonly ChatFile[]; label: string }) {
  return (
    <ul className="cea-chat-files" aria-label={label}>
      {files.map((file, index) => (
        <li key={`${file.fileName}-${index}`}>
          <a href={file.url} download={file.fileName} className="cea-chat-file">
            <img src={file.thumbnail} alt="" width={20} height={20} />
            <span className="cea-chat-file__name">{file.fileName}</span>
            <span className="cea-chat-file__size">{file.size}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
