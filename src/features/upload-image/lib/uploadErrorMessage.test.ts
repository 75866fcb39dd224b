import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { RestError } from '@/shared/api';
import { uploadErrorMessage } from './uploadErrorMessage';

describe('uploadErrorMessage', () => {
  beforeAll(async () => {
    await initI18n();
    await loadNamespaces('upload');
  });

  it("gives the spec's texts for the server's codes, in both languages", async () => {
    await changeLanguage('zh');
    const t = i18n.getFixedT('zh', 'upload');
    expect(uploadErrorMessage(new RestError('unsupported-type', 'nope', 415), t)).toBe(
      '不支持的文件类型。请上传 JPEG、PNG、WebP 或 GIF 格式的图片。',
    );
    expect(uploadErrorMessage(new RestError('file-too-large', 'big', 413), t)).toBe('文件太大。请上传小于 5MB 的图片。');
    expect(uploadErrorMessage(new RestError('unauthenticated', 'who', 401), t)).toBe('请先登录后再上传图片');
    expect(uploadErrorMessage(new RestError('upload-limit', 'later', 429), t)).toBe('今天的上传次数或容量已达上限，请明天再试。');
    expect(uploadErrorMessage(new RestError('account-suspended', 'This account is suspended until …', 403), t)).toBe(
      '该账号已被版主暂停使用，暂停结束前无法上传图片。',
    );
    await changeLanguage('en');
    const en = i18n.getFixedT('en', 'upload');
    expect(uploadErrorMessage(new RestError('file-too-large', 'big', 413), en)).toBe(
      'File too large. Please upload an image smaller than 5MB.',
    );
  });

  it("falls back to 'Upload failed: {message}', then to the unknown-error text", async () => {
    await changeLanguage('zh');
    const t = i18n.getFixedT('zh', 'upload');
    expect(uploadErrorMessage(new RestError('network-error', 'offline'), t)).toBe('上传失败: offline');
    expect(uploadErrorMessage(new RestError('internal', ' '), t)).toBe('上传过程中发生未知错误');
    expect(uploadErrorMessage(new Error('boom'), t)).toBe('上传过程中发生未知错误');
  });
});
